import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { ConfirmSignUpForm } from '@/components/auth/ConfirmSignUpForm';

export const metadata: Metadata = { title: 'Confirmer mon adresse e-mail' };

export default function ConfirmEmailPage() {
  return (
    <AuthPage title="Confirmer mon adresse e-mail">
      <ConfirmSignUpForm />
    </AuthPage>
  );
}
