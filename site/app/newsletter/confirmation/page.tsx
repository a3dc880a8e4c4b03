import type { Metadata } from 'next';
import { confirmNewsletter } from '@/components/forms/actions';
import { LinkActionForm } from '@/components/forms/LinkActionForm';
import { PageHead } from '@/components/page/PageHead';
import { one, type SearchParams } from '@/components/page/query';

export const metadata: Metadata = {
  title: 'Confirmer mon inscription',
  robots: { index: false, follow: false },
};

/** The link of the confirmation e-mail (double opt-in): the subscription starts with the button. */
export default async function NewsletterConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const token = one((await searchParams).jeton) ?? '';
  const crumbs = [{ label: 'Newsletter', href: '/newsletter' }, { label: 'Confirmation' }];
  return (
    <>
      <PageHead title="Confirmer mon inscription" crumbs={crumbs}>
        <p>
          Un dernier pas : confirmez que vous souhaitez recevoir nos lettres d'information à cette adresse.
        </p>
      </PageHead>
      {token ? (
        <LinkActionForm
          action={confirmNewsletter}
          fields={{ jeton: token }}
          button="Confirmer mon inscription"
          pendingLabel="Confirmation…"
        />
      ) : (
        <p role="alert" className="form-status err">
          Ce lien de confirmation est incomplet : ouvrez-le depuis l'e-mail reçu.
        </p>
      )}
    </>
  );
}
