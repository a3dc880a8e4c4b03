import type { Metadata } from 'next';
import { unsubscribeNewsletter } from '@/components/forms/actions';
import { EmailLinkPage, emailLinkMetadata } from '@/components/forms/EmailLinkPage';
import { one, type SearchParams } from '@/components/page/query';

export const metadata: Metadata = emailLinkMetadata('Me désinscrire des newsletters');

/** The unsubscribe link of every newsletter: all the address's subscriptions end with the button. */
export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const email = one(params.email) ?? '';
  const token = one(params.jeton) ?? '';
  return (
    <EmailLinkPage
      title="Me désinscrire des newsletters"
      crumb="Désinscription"
      intro={
        email ? (
          <p>
            L'adresse <strong>{email}</strong> ne recevra plus aucune de nos lettres d'information.
          </p>
        ) : null
      }
      action={unsubscribeNewsletter}
      fields={email && token ? { email, jeton: token } : null}
      button="Me désinscrire"
      pendingLabel="Désinscription…"
      incomplete="Ce lien de désinscription est incomplet : ouvrez-le depuis l'e-mail reçu."
    />
  );
}
