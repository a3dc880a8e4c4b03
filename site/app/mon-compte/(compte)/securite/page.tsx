import type { Metadata } from 'next';
import { SecuriteDuCompte } from '@/components/account/pages/SecuriteDuCompte';

export const metadata: Metadata = { title: 'Sécurité du compte' };

export default function Page() {
  return <SecuriteDuCompte />;
}
