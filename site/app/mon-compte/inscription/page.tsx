import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { radioChoices } from '@/components/auth/radio-options';
import { SignUpForm } from '@/components/auth/SignUpForm';

export const metadata: Metadata = { title: 'Créer un compte' };

export default async function SignUpPage() {
  return (
    <AuthPage title="Créer un compte">
      <SignUpForm radioGroups={await radioChoices()} />
    </AuthPage>
  );
}
