import type { ReactNode } from 'react';
import Link from '@/components/ui/SiteLink';

/** Pages of the account area (spec §2 "Account area (/mon-compte, layout moncompte)"). */
export const MON_COMPTE_NAV = [
  { href: '/mon-compte/tableau-de-bord', label: 'Tableau de bord' },
  { href: '/mon-compte/mon-profil', label: 'Mon profil' },
  { href: '/mon-compte/mes-coordonnees', label: 'Mes coordonnées' },
  { href: '/mon-compte/modifier-infos-connexion', label: 'Mes informations de connexion' },
  { href: '/mon-compte/securite', label: 'Sécurité du compte' },
  { href: '/mon-compte/mes-favoris', label: 'Mes favoris' },
  { href: '/mon-compte/mes-ecoutes', label: 'Mes écoutes' },
  { href: '/mon-compte/a-ecouter-plus-tard', label: 'À écouter plus tard' },
  { href: '/mon-compte/mes-dons', label: 'Mes dons' },
] as const;

/**
 * The moncompte layout's frame: account navigation beside the page. The account feature renders
 * it from its route-group layout (e.g. app/mon-compte/(espace)/layout.tsx) and fills `children`.
 */
export function MonCompteShell({
  title = 'Mon compte',
  aside,
  children,
}: {
  title?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="moncompte-layout">
      <nav aria-label="Mon compte" className="moncompte-nav">
        <p className="moncompte-title">{title}</p>
        <ul>
          {MON_COMPTE_NAV.map((n) => (
            <li key={n.href}>
              <Link href={n.href}>{n.label}</Link>
            </li>
          ))}
        </ul>
        {aside}
      </nav>
      <div className="moncompte-content">{children}</div>
    </div>
  );
}
