import type { Metadata } from 'next';
import { MonProfil } from '@/components/account/pages/MonProfil';
import { radioChoices } from '@/components/auth/radio-options';

export const metadata: Metadata = { title: 'Mon profil' };

export default async function Page() {
  return <MonProfil radioGroups={await radioChoices()} />;
}
