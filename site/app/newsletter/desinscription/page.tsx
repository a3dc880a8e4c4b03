import type { Metadata } from 'next';
import { unsubscribeNewsletter } from '@/components/forms/actions';
import { LinkActionForm } from '@/components/forms/LinkActionForm';
import { PageHead } from '@/components/page/PageHead';
import { one, type SearchParams } from '@/components/page/query';

export const metadata: Metadata = {
  title: 'Me désinscrire des newsletters',
  robots: { index: false, follow: false },
};

/** The unsubscribe link of every newsletter: all the address's subscriptions end with the button. */
export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const email = one(params.email) ?? '';
  const token = one(params.jeton) ?? '';
  const crumbs = [{ label: 'Newsletter', href: '/newsletter' }, { label: 'Désinscription' }];
  return (
    <>
      <PageHead title="Me désinscrire des newsletters" crumbs={crumbs}>
        {email ? (
          <p>
            L'adresse <strong>{email}</strong> ne recevra plus aucune de nos lettres d'information.
          </p>
        ) : null}
      </PageHead>
      {email && token ? (
        <LinkActionForm
          action={unsubscribeNewsletter}
          fields={{ email, jeton: token }}
          button="Me désinscrire"
          pendingLabel="Désinscription…"
        />
      ) : (
        <p role="alert" className="form-status err">
          Ce lien de désinscription est incomplet : ouvrez-le depuis l'e-mail reçu.
        </p>
      )}
    </>
  );
}
