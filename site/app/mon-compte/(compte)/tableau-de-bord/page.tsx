import type { Metadata } from 'next';
import { TableauDeBord } from '@/components/account/pages/TableauDeBord';

export const metadata: Metadata = { title: 'Mon tableau de bord' };

export default function Page() {
  return <TableauDeBord />;
}
