import type { Metadata } from 'next';
import { MesCoordonnees } from '@/components/account/pages/MesCoordonnees';

export const metadata: Metadata = { title: 'Mes coordonnées' };

export default function Page() {
  return <MesCoordonnees />;
}
