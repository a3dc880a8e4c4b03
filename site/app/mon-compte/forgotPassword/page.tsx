import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';

export const metadata: Metadata = { title: 'Mot de passe oublié' };

export default function ForgotPasswordPage() {
  return (
    <AuthPage title="Mot de passe oublié">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
