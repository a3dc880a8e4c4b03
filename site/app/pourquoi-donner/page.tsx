import { costAfterTax, donationUrl, euros } from '@/components/donation/donation';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { Section } from '@/components/page/Section';
import Link from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/config';
import { fixedPageMetadata } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

export const generateMetadata = () =>
  shareable(
    fixedPageMetadata(
      '/pourquoi-donner',
      'Pourquoi donner',
      'La radio vit grâce à ses auditeurs : votre don finance les programmes, la diffusion et les équipes.',
    ),
  );

const AMOUNTS = [30, 50, 100, 200];

export default function WhyGivePage() {
  const { brand } = siteConfig();
  const url = donationUrl();
  return (
    <>
      <JsonLd
        data={{ '@type': 'DonateAction', recipient: { '@type': 'Organization', name: brand }, target: url }}
      />
      <PageHead title="Pourquoi donner ?">
        <p>
          {brand} est une radio associative, sans publicité commerciale. Elle vit grâce à la générosité de ses
          auditeurs.
        </p>
      </PageHead>
      <Section title="Ce que votre don permet" id="impact">
        <ul>
          <li>Produire chaque jour des émissions de qualité, de la prière du matin au journal du soir.</li>
          <li>Diffuser sur les ondes FM, en DAB+, sur internet et sur l'application.</li>
          <li>Faire vivre les radios locales, au plus près de chez vous.</li>
        </ul>
      </Section>
      <Section title="Faire un don" id="faire-un-don">
        <p>
          Votre don ouvre droit à une réduction d'impôt de 66 % dans la limite de 20 % de votre revenu
          imposable.
        </p>
        <ul className="grid">
          {AMOUNTS.map((a) => (
            <li key={a} className="card">
              <div className="card-body">
                <p className="card-title">{euros(a)}</p>
                <p className="card-meta">soit {euros(costAfterTax(a))} après réduction d'impôt</p>
              </div>
            </li>
          ))}
        </ul>
        <p>
          <a className="btn btn-donate" href={url} rel="noopener">
            Je fais un don
          </a>
        </p>
      </Section>
      <Section title="Transmettre autrement" id="transmettre">
        <p>
          Legs, donation, assurance-vie :{' '}
          <Link href="/legs-donation-assurance-vie">découvrez comment transmettre</Link>.
        </p>
      </Section>
    </>
  );
}
