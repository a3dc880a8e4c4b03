import { TextPage } from '@/components/page/TextPage';
import Link from '@/components/ui/SiteLink';
import { shareable } from '@/lib/share-card';
import { listenerService } from '@/lib/site-info';
import { textPageMetadata } from '@/lib/text-pages';

export const generateMetadata = () => shareable(textPageMetadata('/email'));

export default function EmailPage() {
  const ls = listenerService();
  return (
    <TextPage
      path="/email"
      intro={<p>Nous lisons tous vos messages et répondons sous quelques jours ouvrés.</p>}
      sections={[
        {
          id: 'formulaire',
          title: 'Par le formulaire',
          body: (
            <>
              <p>
                Le plus simple est d'utiliser notre <Link href="/contact">formulaire de contact</Link> : votre
                message arrive directement au bon service.
              </p>
            </>
          ),
        },
        {
          id: 'newsletter',
          title: 'Recevoir nos e-mails',
          body: (
            <>
              <p>
                Pour recevoir nos lettres d'information,{' '}
                <Link href="/newsletter">inscrivez-vous à la newsletter</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'telephone',
          title: 'Par téléphone',
          body: (
            <>
              <p>
                Service auditeurs : <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
