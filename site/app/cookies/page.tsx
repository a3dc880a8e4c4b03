import { ConsentButton } from '@/components/legal/ConsentButton';
import { TextPage } from '@/components/page/TextPage';
import { siteConfig } from '@/lib/config';
import { shareable } from '@/lib/share-card';
import { textPageMetadata } from '@/lib/text-pages';

export const generateMetadata = () => shareable(textPageMetadata('/cookies'));

/** The cookies page: the functional ones (no consent needed, CNIL) and the analytics ones (consent first). */
export default function CookiesPage() {
  const { gtmId } = siteConfig();
  return (
    <TextPage
      path="/cookies"
      sections={[
        {
          id: 'fonctionnels',
          title: 'Les cookies nécessaires au site',
          body: (
            <>
              <p>
                Ils ne demandent pas votre accord : sans eux, le site ne fonctionne pas comme vous l'attendez.
              </p>
              <ul>
                <li>La radio que vous avez choisie, pour vous proposer son direct et ses programmes.</li>
                <li>Le compteur d'écoute des auditeurs non connectés.</li>
                <li>Votre session, quand vous êtes connecté.</li>
                <li>Votre choix sur les cookies de mesure d'audience.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'mesure',
          title: "La mesure d'audience",
          body: (
            <>
              {gtmId ? (
                <>
                  <p>
                    Avec votre accord seulement, un gestionnaire de balises mesure la fréquentation du site.
                    Vous pouvez changer d'avis à tout moment.
                  </p>
                  <ConsentButton />
                </>
              ) : (
                <p>Ce site ne mesure pas son audience : aucun cookie de mesure n'est déposé.</p>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
