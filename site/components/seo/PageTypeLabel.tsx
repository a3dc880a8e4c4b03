'use client';

import { useEffect } from 'react';

/** Spec §2 "Page-type labels for analytics" of the pages of this layout. */
export type SitePageType = 'Homepage' | 'Show' | 'Point of view category' | 'Not found';

/** Pushes the page type to the tag manager's dataLayer once per page view, and marks the HTML. */
export function PageTypeLabel({ label }: { label: SitePageType }) {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'page_type', pageType: label });
  }, [label]);
  return <span hidden data-page-type={label} />;
}
