import { TextPage } from '@/components/page/TextPage';
import Link from '@/components/ui/SiteLink';
import { operator } from '@/lib/operator';
import { shareable } from '@/lib/share-card';
import { listenerService } from '@/lib/site-info';
import { textPageMetadata } from '@/lib/text-pages';

export const generateMetadata = () => shareable(textPageMetadata('/mentions-legales'));

/** The legal notice (LCEN art. 6): who publishes the site, who hosts it, how to reach them. */
export default function LegalNoticePage() {
  const o = operator();
  const ls = listenerService();
  return (
    <TextPage
      path="/mentions-legales"
      sections={[
        {
          id: 'editeur',
          title: 'Éditeur du site',
          body: (
            <>
              <p>
                Le site <a href={o.siteUrl}>{o.siteUrl.replace(/^https?:\/\//, '')}</a> est édité par {o.name}
                , {o.legalForm}, dont le siège est situé {o.address} ({o.registration}).
              </p>
              <p>
                Contact : <a href={`mailto:${o.email}`}>{o.email}</a> — service auditeurs au{' '}
                <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}.
              </p>
            </>
          ),
        },
        {
          id: 'publication',
          title: 'Directeur de la publication',
          body: (
            <>
              <p>La publication est placée sous la responsabilité de {o.director}.</p>
            </>
          ),
        },
        {
          id: 'hebergement',
          title: 'Hébergement',
          body: (
            <>
              <p>Le site est hébergé par {o.host}.</p>
            </>
          ),
        },
        {
          id: 'propriete',
          title: 'Propriété intellectuelle',
          body: (
            <>
              <p>
                Les émissions, textes, photographies et logos publiés sur ce site appartiennent à {o.brand} ou
                à leurs auteurs. Toute reproduction sans autorisation est interdite, hors les lecteurs et
                liens de partage que le site propose.
              </p>
            </>
          ),
        },
        {
          id: 'donnees',
          title: 'Données personnelles et cookies',
          body: (
            <>
              <p>
                Voir la <Link href="/politique-de-confidentialite">politique de confidentialité</Link> et la
                page <Link href="/cookies">cookies</Link>.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
