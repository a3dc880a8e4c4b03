import { SEARCH_KINDS, type SearchResultType } from '@radio/core';

/** The kinds of result, in the order /recherche shows them (the API's order). */
export { SEARCH_KINDS };

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

/** An episode's result found by what is said in it: its page at that second (`?episode=ID&t=S`). */
export function momentHref(alias: string, id: number, at: number): string {
  const url = new URL(resultHref(alias), 'http://site');
  url.searchParams.set('episode', String(id));
  url.searchParams.set('t', String(at));
  return `${url.pathname}${url.search}`;
}

/** `/recherche?q=…[&type=…]`: the URL of a query, optionally of one kind. */
export function searchHref(q: string, type?: SearchResultType | 'all'): string {
  const p = new URLSearchParams({ q });
  if (type && type !== 'all') p.set('type', type);
  return `/recherche?${p}`;
}
