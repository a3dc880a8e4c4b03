import type { Metadata } from 'next';
import { MesFavoris } from '@/components/account/pages/MesFavoris';

export const metadata: Metadata = { title: 'Mes favoris' };

export default function Page() {
  return <MesFavoris />;
}
