import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';

export const metadata: Metadata = { title: 'Choisir un nouveau mot de passe' };

export default function ResetPasswordPage() {
  return (
    <AuthPage title="Choisir un nouveau mot de passe">
      <ResetPasswordForm />
    </AuthPage>
  );
}
