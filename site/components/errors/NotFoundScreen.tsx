'use client';

import { HOME_BUTTON_LABEL, pageNotFoundMessage } from '@radio/core';
import { usePathname } from 'next/navigation';
import Link from '@/components/layout/SiteLink';
import { PageType } from '@/components/page/PageType';

/** Spec §8 "404 'Page not found: {path}'", styled like the other error screens. */
export function NotFoundScreen() {
  const path = usePathname() ?? '/';
  return (
    <div className="error-screen" data-error="404">
      <PageType label="Not found" />
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>{pageNotFoundMessage(path)}</h1>
      <p>Cette page n'existe pas ou a été déplacée.</p>
      <Link href="/" className="btn btn-primary">
        {HOME_BUTTON_LABEL}
      </Link>
    </div>
  );
}
