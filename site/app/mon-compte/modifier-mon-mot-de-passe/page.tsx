import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';

export const metadata: Metadata = { title: 'Modifier mon mot de passe' };

export default function ChangePasswordPage() {
  return (
    <AuthPage title="Modifier mon mot de passe">
      <ChangePasswordForm />
    </AuthPage>
  );
}
