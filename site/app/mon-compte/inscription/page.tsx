import { authRoute } from '@/components/auth/AuthPage';
import { radioChoices } from '@/components/auth/radio-options';
import { SignUpForm } from '@/components/auth/SignUpForm';

const route = authRoute('Créer un compte', async () => <SignUpForm radioGroups={await radioChoices()} />);

export const metadata = route.metadata;
export default route.page;
