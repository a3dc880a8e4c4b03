import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { PageHead } from '@/components/page/PageHead';
import { EmptyState } from '@/components/ui/EmptyState';
import { getNewsletterLists } from '@/lib/content/newsletters';
import { fixedPageMetadata } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

export const generateMetadata = () =>
  shareable(
    fixedPageMetadata(
      '/newsletter',
      'Newsletter',
      "Recevez nos lettres d'information : actualité, vie spirituelle, programmes.",
    ),
  );

export default async function NewsletterPage() {
  const lists = await getNewsletterLists();
  return (
    <>
      <PageHead title="Newsletter">
        <p>
          Choisissez les lettres d'information que vous souhaitez recevoir. Vous pourrez vous désinscrire à
          tout moment.
        </p>
      </PageHead>
      {lists.length ? (
        <NewsletterForm lists={lists} />
      ) : (
        <EmptyState title="L'inscription à la newsletter est momentanément indisponible." />
      )}
    </>
  );
}
