'use client';

import { useEffect } from 'react';

/** Spec §2 "Page-type labels for analytics" used by the routes of issue 7 (and Not found). */
export type PageTypeLabel =
  | 'Article'
  | 'Dossier'
  | 'Program grid'
  | 'Around me'
  | 'Not found'
  | 'Partners'
  | 'Shows A to Z'
  | 'Event'
  | 'Prayers'
  | 'Top podcasts'
  | 'Archives'
  | 'Preview'
  | 'Search'
  | 'Saint of the day'
  | 'Point of view category'
  | 'Show';

/**
 * The page's analytics label: in the HTML (`data-page-type`, read by the tag manager on load) and
 * pushed to `window.dataLayer` once per page view.
 */
export function PageType({ label }: { label: PageTypeLabel }) {
  useEffect(() => {
    const w = window as unknown as { dataLayer?: Record<string, unknown>[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ event: 'page_type', pageType: label });
  }, [label]);
  return <span hidden data-page-type={label} />;
}
