import type { Metadata } from 'next';
import { MesEcoutes } from '@/components/account/pages/MesEcoutes';

export const metadata: Metadata = { title: 'Mes écoutes' };

export default function Page() {
  return <MesEcoutes />;
}
