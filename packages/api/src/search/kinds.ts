/**
 * The kinds of content search returns, in the order the results page shows them: a show before
 * its episodes, a saint or a prayer (what « un saint », « angélus » mean) before the episodes that
 * speak of them. Every kind a visitor can open is searched.
 */
export const SEARCHED_KINDS = [
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

/** The kinds search returned before saints, prayers and partners were indexed (migration 25, 27). */
export const FIRST_KINDS = ['show', 'episode', 'article', 'video', 'folder', 'event'] as const;

/** The kinds added since, in their own partition of search_docs (migration 120). */
export const LATER_KINDS = SEARCHED_KINDS.filter((k) => !(FIRST_KINDS as readonly string[]).includes(k));

/** `'a', 'b'` for an SQL IN list (our own constants, never user input). */
export const inKinds = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');
