'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/layout/SiteLink';
import type { NavItem } from '@/lib/site-info';

/** The header's category navigation; the current section is marked for assistive technologies. */
export function NavLinks({ items }: { items: NavItem[] }) {
  const path = usePathname() ?? '/';
  return (
    <ul>
      {items.map((n) => {
        const current = path === n.href || path.startsWith(`${n.href}/`);
        return (
          <li key={n.href}>
            <Link href={n.href} aria-current={current ? 'page' : undefined}>
              {n.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
