import type { Metadata } from 'next';
import { AttributesForm } from '@/components/auth/AttributesForm';
import { AuthPage } from '@/components/auth/AuthPage';
import { radioChoices } from '@/components/auth/radio-options';

export const metadata: Metadata = { title: 'Mes coordonnées' };

export default async function DetailsPage() {
  return (
    <AuthPage title="Mes coordonnées">
      <AttributesForm radioGroups={await radioChoices()} />
    </AuthPage>
  );
}
