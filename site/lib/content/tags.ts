/** Tags and taxonomy terms: a term and a page of its content. */
import { contentApi, detail } from '@/lib/api/server';

/** A taxonomy term and a page of its content (`/taxonomy/term/{id}`). */
export const getTerm = (id: number, page: number) => detail(contentApi().term(id, page));

export type TermPage = NonNullable<Awaited<ReturnType<typeof getTerm>>>;

/**
 * A tag's term id from its slug (`/tag/{slug}`), from the API's tag lookup (`/api/tag/{slug}`);
 * null for an unknown tag (→ 404). The page itself then reads `/taxonomy/term/{id}`, whose rows
 * carry everything the cards show.
 */
export async function findTagId(slug: string): Promise<number | null> {
  const tag = await detail(contentApi({ revalidate: 600 }).tag(slug, 0, 1));
  return tag?.term?.id ?? null;
}
