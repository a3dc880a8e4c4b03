import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageHead } from '@/components/page/PageHead';
import { fixedPageMetadata } from '@/lib/seo';
import { listenerService } from '@/lib/site-info';

export const metadata: Metadata = fixedPageMetadata(
  '/contact',
  'Nous contacter',
  'Une question, une remarque ? Écrivez-nous ou appelez le service auditeurs.',
);

export default function ContactPage() {
  const ls = listenerService();
  return (
    <>
      <PageHead title="Nous contacter">
        <p>
          Une question sur un programme, un don ou votre compte ? Écrivez-nous avec ce formulaire, ou appelez
          le service auditeurs au <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}.
        </p>
      </PageHead>
      <ContactForm />
    </>
  );
}
