import { ContactForm } from '@/components/forms/ContactForm';
import { PageHead } from '@/components/page/PageHead';
import { shareable } from '@/lib/share-card';
import { listenerService } from '@/lib/site-info';
import { textPageMetadata, textPageTitle } from '@/lib/text-pages';

export const generateMetadata = () => shareable(textPageMetadata('/contact'));

export default function ContactPage() {
  const ls = listenerService();
  return (
    <>
      <PageHead title={textPageTitle('/contact')}>
        <p>
          Une question sur un programme, un don ou votre compte ? Écrivez-nous avec ce formulaire, ou appelez
          le service auditeurs au <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}.
        </p>
      </PageHead>
      <ContactForm />
    </>
  );
}
