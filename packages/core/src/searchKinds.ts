/**
 * The kinds of content search returns, in the order the results page shows them: a show before
 * its episodes, a saint or a prayer (what « un saint », « angélus » mean) before the episodes that
 * speak of them. Every kind a visitor can open is searched. The API searches and groups by it; the
 * site draws /recherche's groups in it.
 */
export const SEARCH_KINDS = [
  'show',
  'saint',
  'prayer',
  'episode',
  'article',
  'video',
  'folder',
  'event',
  'partner',
] as const;
