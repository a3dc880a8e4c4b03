'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isEmbedPath } from '@/lib/embed-path';

/**
 * The default layout's header, footer and player bar, dropped on embed routes. One root layout
 * holds every route (so the player bar is never remounted); the embed layout is this gate.
 */
export function SiteChrome({
  header,
  footer,
  player,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  player: ReactNode;
  children: ReactNode;
}) {
  const embed = isEmbedPath(usePathname() ?? '/');
  // The embed's content is its page's main landmark too (axe landmark-one-main, region).
  if (embed)
    return (
      <main id="contenu" className="embed-layout">
        {children}
      </main>
    );
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      {header}
      <main id="contenu" className="page" tabIndex={-1}>
        {children}
      </main>
      {footer}
      {player}
    </>
  );
}
