import { ConsentButton } from '@/components/legal/ConsentButton';
import { Icon } from '@/components/ui/Icon';
import Link from '@/components/ui/SiteLink';
import { listenerService } from '@/lib/site-info';

/**
 * Default layout footer: contact, partners, newsletter, legal pages, listener-service line, and the
 * consent manager's preferences when a tag manager is configured (`consent`).
 */
export function Footer({ brand, consent = false }: { brand: string; consent?: boolean }) {
  const ls = listenerService();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">Service auditeurs</h2>
          <p>
            <Icon name="phone" />{' '}
            <a href={`tel:${ls.tel}`} className="footer-phone">
              {ls.phone}
            </a>
          </p>
          <p>{ls.hours}</p>
          <p>
            <Link href="/contact">Nous contacter</Link>
          </p>
        </section>
        <nav aria-labelledby="footer-radio">
          <h2 id="footer-radio">{brand}</h2>
          <ul>
            <li>
              <Link href="/nos-partenaires">Nos partenaires</Link>
            </li>
            <li>
              <Link href="/newsletter">Newsletter</Link>
            </li>
            <li>
              <Link href="/pourquoi-donner">Pourquoi donner</Link>
            </li>
            <li>
              <Link href="/legs-donation-assurance-vie">Legs, donation, assurance-vie</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Informations</h2>
          <ul>
            <li>
              <Link href="/mentions-legales">Mentions légales</Link>
            </li>
            <li>
              <Link href="/politique-de-confidentialite">Politique de confidentialité</Link>
            </li>
            <li>
              <Link href="/cookies">Cookies</Link>
            </li>
            {consent ? (
              <li>
                <ConsentButton className="consent-link" />
              </li>
            ) : null}
            <li>
              <Link href="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer-copy">
        © {brand} — {new Date().getFullYear()}
      </p>
    </footer>
  );
}
