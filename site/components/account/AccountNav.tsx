'use client';

import { usePathname } from 'next/navigation';
import { MON_COMPTE_NAV } from '@/components/account/MonCompteShell';
import Link from '@/components/ui/SiteLink';

/** The side navigation of the moncompte layout; the current page is marked for screen readers. */
export function AccountNav() {
  const path = usePathname();
  return (
    <nav aria-label="Mon compte" className="moncompte-nav account-nav">
      <p className="moncompte-title">Mon compte</p>
      <ul>
        {MON_COMPTE_NAV.map((n) => (
          <li key={n.href}>
            <Link href={n.href} aria-current={path === n.href ? 'page' : undefined}>
              {n.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
