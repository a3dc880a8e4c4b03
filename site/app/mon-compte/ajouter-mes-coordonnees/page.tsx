import { AttributesForm } from '@/components/auth/AttributesForm';
import { authRoute } from '@/components/auth/AuthPage';
import { radioChoices } from '@/components/auth/radio-options';

const route = authRoute('Mes coordonnées', async () => <AttributesForm radioGroups={await radioChoices()} />);

export const metadata = route.metadata;
export default route.page;
