import { SEARCH_KINDS } from '@radio/core';

/** The kinds of content search returns, in the order of results (core's SEARCH_KINDS). */
export const SEARCHED_KINDS = SEARCH_KINDS;

/** The kinds search returned before saints, prayers and partners were indexed (migration 25, 27). */
export const FIRST_KINDS = ['show', 'episode', 'article', 'video', 'folder', 'event'] as const;

/** The kinds added since, in their own partition of search_docs (migration 120). */
export const LATER_KINDS = SEARCHED_KINDS.filter((k) => !(FIRST_KINDS as readonly string[]).includes(k));

/** `'a', 'b'` for an SQL IN list (our own constants, never user input). */
export const inKinds = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');
