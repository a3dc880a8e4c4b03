import type { Metadata } from 'next';
import { MesDons } from '@/components/account/pages/MesDons';

export const metadata: Metadata = { title: 'Mes dons' };

export default function Page() {
  return <MesDons />;
}
