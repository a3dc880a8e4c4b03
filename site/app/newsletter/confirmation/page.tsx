import type { Metadata } from 'next';
import { confirmNewsletter } from '@/components/forms/actions';
import { EmailLinkPage, emailLinkMetadata } from '@/components/forms/EmailLinkPage';
import { one, type SearchParams } from '@/components/page/query';

export const metadata: Metadata = emailLinkMetadata('Confirmer mon inscription');

/** The link of the confirmation e-mail (double opt-in): the subscription starts with the button. */
export default async function NewsletterConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const token = one((await searchParams).jeton) ?? '';
  return (
    <EmailLinkPage
      title="Confirmer mon inscription"
      crumb="Confirmation"
      intro={
        <p>
          Un dernier pas : confirmez que vous souhaitez recevoir nos lettres d'information à cette adresse.
        </p>
      }
      action={confirmNewsletter}
      fields={token ? { jeton: token } : null}
      button="Confirmer mon inscription"
      pendingLabel="Confirmation…"
      incomplete="Ce lien de confirmation est incomplet : ouvrez-le depuis l'e-mail reçu."
    />
  );
}
