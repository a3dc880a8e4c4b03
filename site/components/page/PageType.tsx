'use client';

import { useEffect } from 'react';

/** Spec §2 "Page-type labels for analytics", the whole list. */
export const PAGE_TYPES = [
  'Article',
  'Dossier',
  'Program grid',
  'Around me',
  'Not found',
  'Partners',
  'Shows A to Z',
  'Event',
  'Homepage',
  'Prayers',
  'Point of view category',
  'Top podcasts',
  'Show',
  'Archives',
  'My favorites',
  'My subscriptions',
  'Preview',
  'Search',
  'Saint of the day',
] as const;

export type PageTypeLabel = (typeof PAGE_TYPES)[number];

/**
 * The page's analytics label: in the HTML (`data-page-type`, read by the tag manager on load) and
 * pushed to `window.dataLayer` once per page view.
 */
export function PageType({ label }: { label: PageTypeLabel }) {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'page_type', pageType: label });
  }, [label]);
  return <span hidden data-page-type={label} />;
}
