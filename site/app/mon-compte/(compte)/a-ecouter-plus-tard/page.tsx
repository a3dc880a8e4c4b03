import type { Metadata } from 'next';
import { AEcouterPlusTard } from '@/components/account/pages/AEcouterPlusTard';

export const metadata: Metadata = { title: 'À écouter plus tard' };

export default function Page() {
  return <AEcouterPlusTard />;
}
