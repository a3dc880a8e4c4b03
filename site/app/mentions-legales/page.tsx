import type { Metadata } from 'next';
import Link from '@/components/layout/SiteLink';
import { PageHead } from '@/components/page/PageHead';
import { Section } from '@/components/page/Section';
import { operator } from '@/lib/operator';
import { listenerService } from '@/lib/site-info';

export const metadata: Metadata = {
  title: 'Mentions légales',
  description: 'Éditeur, directeur de la publication et hébergeur du site.',
  alternates: { canonical: '/mentions-legales' },
};

/** The legal notice (LCEN art. 6): who publishes the site, who hosts it, how to reach them. */
export default function LegalNoticePage() {
  const o = operator();
  const ls = listenerService();
  return (
    <>
      <PageHead title="Mentions légales" />
      <Section title="Éditeur du site" id="editeur">
        <p>
          Le site <a href={o.siteUrl}>{o.siteUrl.replace(/^https?:\/\//, '')}</a> est édité par {o.name},{' '}
          {o.legalForm}, dont le siège est situé {o.address} ({o.registration}).
        </p>
        <p>
          Contact : <a href={`mailto:${o.email}`}>{o.email}</a> — service auditeurs au{' '}
          <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}.
        </p>
      </Section>
      <Section title="Directeur de la publication" id="publication">
        <p>La publication est placée sous la responsabilité de {o.director}.</p>
      </Section>
      <Section title="Hébergement" id="hebergement">
        <p>Le site est hébergé par {o.host}.</p>
      </Section>
      <Section title="Propriété intellectuelle" id="propriete">
        <p>
          Les émissions, textes, photographies et logos publiés sur ce site appartiennent à {o.brand} ou à
          leurs auteurs. Toute reproduction sans autorisation est interdite, hors les lecteurs et liens de
          partage que le site propose.
        </p>
      </Section>
      <Section title="Données personnelles et cookies" id="donnees">
        <p>
          Voir la <Link href="/politique-de-confidentialite">politique de confidentialité</Link> et la page{' '}
          <Link href="/cookies">cookies</Link>.
        </p>
      </Section>
    </>
  );
}
