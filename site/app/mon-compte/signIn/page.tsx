import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { SignInFlow } from '@/components/auth/SignInFlow';

export const metadata: Metadata = { title: 'Se connecter' };

export default function SignInPage() {
  return (
    <AuthPage
      title="Se connecter"
      intro={<p>Connectez-vous pour écouter sans limite, retrouver vos favoris et reprendre vos écoutes.</p>}
    >
      <SignInFlow />
    </AuthPage>
  );
}
