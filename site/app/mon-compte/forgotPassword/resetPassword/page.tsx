import { authRoute } from '@/components/auth/AuthPage';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';

const route = authRoute('Choisir un nouveau mot de passe', () => <ResetPasswordForm />);

export const metadata = route.metadata;
export default route.page;
