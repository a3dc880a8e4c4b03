import type { SearchResultType } from '@radio/core';

/**
 * The kinds of result, in the order /recherche shows them (the API's order): a show before its
 * episodes, a saint or a prayer before the episodes that speak of them.
 */
export const SEARCH_KINDS: readonly SearchResultType[] = [
  'show',
  'saint',
  'prayer',
  'episode',
  'article',
  'video',
  'folder',
  'event',
  'partner',
];

/** Headings of the groups of /recherche. */
export const KIND_PLURAL: Record<SearchResultType, string> = {
  show: 'Émissions',
  episode: 'Épisodes',
  article: 'Articles',
  video: 'Vidéos',
  folder: 'Dossiers',
  event: 'Événements',
  saint: 'Saints',
  prayer: 'Prières',
  partner: 'Partenaires',
};

/** The API counts up to 1 000 matches per kind. */
export const formatCount = (n: number) => (n >= 1000 ? '1 000 et plus' : n.toLocaleString('fr-FR'));

/** A result's page: the API's alias, always from the site's root. */
export const resultHref = (alias: string) =>
  alias ? (alias.startsWith('/') ? alias : `/${alias}`) : '/recherche';

/** `/recherche?q=…[&type=…]`: the URL of a query, optionally of one kind. */
export function searchHref(q: string, type?: SearchResultType | 'all'): string {
  const p = new URLSearchParams({ q });
  if (type && type !== 'all') p.set('type', type);
  return `/recherche?${p}`;
}
