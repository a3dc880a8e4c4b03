import { authRoute } from '@/components/auth/AuthPage';
import { ConfirmSignUpForm } from '@/components/auth/ConfirmSignUpForm';

const route = authRoute('Confirmer mon adresse e-mail', () => <ConfirmSignUpForm />);

export const metadata = route.metadata;
export default route.page;
