import { redirect } from 'next/navigation';

/** The account's base page leads to the dashboard (outside the moncompte layout, so the server redirects first). */
export default function MonComptePage() {
  redirect('/mon-compte/tableau-de-bord');
}
