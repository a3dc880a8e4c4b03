import { redirect } from 'next/navigation';

/** The account's base page leads to the dashboard. */
export default function MonComptePage() {
  redirect('/mon-compte/tableau-de-bord');
}
