import { authRoute } from '@/components/auth/AuthPage';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';

const route = authRoute('Modifier mon mot de passe', () => <ChangePasswordForm />);

export const metadata = route.metadata;
export default route.page;
