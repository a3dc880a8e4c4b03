import type { Metadata } from 'next';
import { ModifierInfosConnexion } from '@/components/account/pages/ModifierInfosConnexion';

export const metadata: Metadata = { title: 'Mes informations de connexion' };

export default function Page() {
  return <ModifierInfosConnexion />;
}
