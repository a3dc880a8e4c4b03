import { authRoute } from '@/components/auth/AuthPage';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';

const route = authRoute('Mot de passe oublié', () => <ForgotPasswordForm />);

export const metadata = route.metadata;
export default route.page;
