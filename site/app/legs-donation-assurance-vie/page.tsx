import { TextPage } from '@/components/page/TextPage';
import Link from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/config';
import { shareable } from '@/lib/share-card';
import { listenerService } from '@/lib/site-info';
import { textPageMetadata } from '@/lib/text-pages';

export const generateMetadata = () => shareable(textPageMetadata('/legs-donation-assurance-vie'));

export default function BequestPage() {
  const { brand } = siteConfig();
  const ls = listenerService();
  return (
    <TextPage
      path="/legs-donation-assurance-vie"
      intro={<p>Transmettre à {brand}, c'est faire durer la mission de la radio au-delà de votre vie.</p>}
      sections={[
        {
          id: 'legs',
          title: 'Le legs',
          body: (
            <>
              <p>
                Par testament, vous pouvez léguer tout ou partie de vos biens. Les associations reconnues
                d'utilité publique sont exonérées de droits de succession : la totalité de votre legs sert la
                radio.
              </p>
            </>
          ),
        },
        {
          id: 'donation',
          title: 'La donation',
          body: (
            <>
              <p>
                De votre vivant, devant notaire, vous transmettez un bien immobilier, un portefeuille ou une
                somme d'argent.
              </p>
            </>
          ),
        },
        {
          id: 'assurance-vie',
          title: "L'assurance-vie",
          body: (
            <>
              <p>
                Désignez la radio comme bénéficiaire de votre contrat d'assurance-vie, en totalité ou en
                partie, hors succession.
              </p>
            </>
          ),
        },
        {
          id: 'contact',
          title: 'Parlons-en',
          body: (
            <>
              <p>
                Notre chargée des relations testateurs vous répond en toute confidentialité au{' '}
                <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}, ou par notre{' '}
                <Link href="/contact">formulaire de contact</Link>.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
