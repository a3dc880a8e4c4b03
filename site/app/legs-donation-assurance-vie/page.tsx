import type { Metadata } from 'next';
import Link from '@/components/layout/SiteLink';
import { PageHead } from '@/components/page/PageHead';
import { Section } from '@/components/page/Section';
import { siteConfig } from '@/lib/config';
import { listenerService } from '@/lib/site-info';

export const metadata: Metadata = {
  title: 'Legs, donation, assurance-vie',
  description:
    'Transmettre à la radio par un legs, une donation ou une assurance-vie, exonérés de droits de succession.',
  alternates: { canonical: '/legs-donation-assurance-vie' },
};

export default function BequestPage() {
  const { brand } = siteConfig();
  const ls = listenerService();
  return (
    <>
      <PageHead title="Legs, donation, assurance-vie">
        <p>Transmettre à {brand}, c'est faire durer la mission de la radio au-delà de votre vie.</p>
      </PageHead>
      <Section title="Le legs" id="legs">
        <p>
          Par testament, vous pouvez léguer tout ou partie de vos biens. Les associations reconnues d'utilité
          publique sont exonérées de droits de succession : la totalité de votre legs sert la radio.
        </p>
      </Section>
      <Section title="La donation" id="donation">
        <p>
          De votre vivant, devant notaire, vous transmettez un bien immobilier, un portefeuille ou une somme
          d'argent.
        </p>
      </Section>
      <Section title="L'assurance-vie" id="assurance-vie">
        <p>
          Désignez la radio comme bénéficiaire de votre contrat d'assurance-vie, en totalité ou en partie,
          hors succession.
        </p>
      </Section>
      <Section title="Parlons-en" id="contact">
        <p>
          Notre chargée des relations testateurs vous répond en toute confidentialité au{' '}
          <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}, ou par notre{' '}
          <Link href="/contact">formulaire de contact</Link>.
        </p>
      </Section>
    </>
  );
}
