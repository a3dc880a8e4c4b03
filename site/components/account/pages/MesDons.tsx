'use client';

import { type Donation, formatDate } from '@radio/core';
import { useAccountSets } from '@/components/account/state/stores';
import { useLoad } from '@/components/account/state/use-load';
import Link from '@/components/ui/SiteLink';
import { Empty, LoadError, Loading, PageTitle } from '../Feedback';

export const euros = (n: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n);

/** /mon-compte/mes-dons: donation history (contact proxy `POST /dons/{encrypted e-mail}`). */
export function MesDons() {
  const { auth, clients } = useAccountSets();
  const email = auth.user?.attributes.email ?? '';
  const dons = useLoad<Donation[]>(
    () => (clients && email ? clients.contact.donations(email) : null),
    [clients, email],
  );
  const rows = dons.data ?? [];
  const total = rows.reduce((s, d) => s + d.amount, 0);
  return (
    <>
      <PageTitle intro="Merci pour votre soutien : voici l'historique de vos dons.">Mes dons</PageTitle>
      {dons.loading && !dons.data ? <Loading label="Chargement de vos dons…" /> : null}
      {dons.error && !dons.data ? (
        <LoadError onRetry={dons.reload} error={dons.error}>
          Votre historique de dons n'a pas pu être chargé.
        </LoadError>
      ) : null}
      {dons.data && rows.length === 0 ? (
        <Empty title="Aucun don n'est associé à votre adresse e-mail.">
          <p>
            <Link href="/pourquoi-donner">Pourquoi donner ?</Link>
          </p>
        </Empty>
      ) : null}
      {rows.length ? (
        <>
          <p className="account-summary">
            {rows.length} don{rows.length > 1 ? 's' : ''} pour un total de <strong>{euros(total)}</strong>.
          </p>
          <div className="account-table-wrap">
            <table className="account-table">
              <caption className="visually-hidden">Historique de vos dons</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Montant</th>
                  <th scope="col">Campagne</th>
                  <th scope="col">Radio</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((d) => (
                  <tr key={d.id}>
                    <td>
                      <time dateTime={d.date}>{formatDate(d.date)}</time>
                    </td>
                    <td>{euros(d.amount)}</td>
                    <td>{d.campaign}</td>
                    <td>{d.radio ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <p>
        <Link className="btn btn-primary" href="/pourquoi-donner">
          Faire un don
        </Link>
      </p>
    </>
  );
}
