import { TextPage } from '@/components/page/TextPage';
import Link from '@/components/ui/SiteLink';
import { operator } from '@/lib/operator';
import { shareable } from '@/lib/share-card';
import { textPageMetadata } from '@/lib/text-pages';

export const generateMetadata = () => shareable(textPageMetadata('/politique-de-confidentialite'));

/** The privacy policy (GDPR art. 13): controller, purposes, bases, retention, rights. */
export default function PrivacyPage() {
  const o = operator();
  return (
    <TextPage
      path="/politique-de-confidentialite"
      sections={[
        {
          id: 'responsable',
          title: 'Responsable du traitement',
          body: (
            <>
              <p>
                {o.name}, {o.address}. Pour toute question sur vos données :{' '}
                <a href={`mailto:${o.dpoEmail}`}>{o.dpoEmail}</a>.
              </p>
            </>
          ),
        },
        {
          id: 'finalites',
          title: 'Données traitées et finalités',
          body: (
            <>
              <ul>
                <li>
                  Votre compte (nom, prénom, adresse e-mail, radio préférée) : vous donner l'écoute illimitée,
                  la reprise, les favoris et l'historique — exécution du service que vous demandez.
                </li>
                <li>
                  Vos messages et inscriptions à la newsletter : vous répondre et vous écrire — votre
                  consentement, retirable à tout moment.
                </li>
                <li>
                  La mesure d'audience : uniquement si vous l'acceptez dans le{' '}
                  <Link href="/cookies">gestionnaire de cookies</Link>.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'conservation',
          title: 'Durées de conservation',
          body: (
            <>
              <p>
                Les données du compte sont gardées tant que le compte existe et supprimées avec lui ; les
                messages, trois ans après le dernier échange ; votre choix sur les cookies, six mois.
              </p>
            </>
          ),
        },
        {
          id: 'droits',
          title: 'Vos droits',
          body: (
            <>
              <p>
                Vous pouvez accéder à vos données, les rectifier, les effacer, vous opposer à leur traitement
                ou en demander la portabilité en écrivant à <a href={`mailto:${o.dpoEmail}`}>{o.dpoEmail}</a>.
                Vous pouvez aussi adresser une réclamation à la CNIL (www.cnil.fr).
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
