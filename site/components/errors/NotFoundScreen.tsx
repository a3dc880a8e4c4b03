'use client';

import { HOME_BUTTON_LABEL, pageNotFoundMessage } from '@radio/core';
import { usePathname } from 'next/navigation';
import { PageType } from '@/components/page/PageType';
import Link from '@/components/ui/SiteLink';
import '@/components/page/page.css';

/**
 * The 404 screen, in French: what happened, what to do (search, the home page, the contact form),
 * and spec §8's words « Page not found: {path} » kept as the detail under it. `path` when the
 * server renders it (app/%5Fecran); the browser's own address otherwise.
 */
export function NotFoundScreen({ path }: { path?: string }) {
  const current = usePathname();
  const asked = path ?? current ?? '/';
  return (
    <div className="error-screen" data-error="404">
      <PageType label="Not found" />
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>Page introuvable</h1>
      <p>
        L'adresse demandée n'existe pas ou a changé. Vérifiez-la, cherchez ce que vous vouliez, ou repartez de
        l'accueil.
      </p>
      <form action="/recherche" method="get" className="search-form" aria-label="Rechercher sur le site">
        <label htmlFor="introuvable-q" className="visually-hidden">
          Rechercher une émission, un épisode, un article…
        </label>
        <input id="introuvable-q" type="search" name="q" placeholder="Une émission, un saint, un thème…" />
        <button type="submit" className="btn">
          Rechercher
        </button>
      </form>
      <p>
        <Link href="/" className="btn btn-primary">
          {HOME_BUTTON_LABEL}
        </Link>
      </p>
      <p className="error-detail">
        Un lien vous a mené ici ? <a href="/contact">Signalez-le-nous</a>. Détail :{' '}
        <code>{pageNotFoundMessage(asked)}</code>
      </p>
    </div>
  );
}
