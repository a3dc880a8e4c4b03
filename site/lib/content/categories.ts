/** `/{name}`: a category's shows and articles. */
import { type AnyNode, apiPageFromUrl, type Paged } from '@radio/core';
import { contentApi, detail } from '@/lib/api/server';

export type CategoryContent = {
  name: string;
  slug: string;
  shows: Paged<Extract<AnyNode, { type: 'show' }>>;
  articles: Paged<Extract<AnyNode, { type: 'article' }>>;
};

const PER_PAGE = 12;

/**
 * `/{name}`: a category by its slug — a page of its shows and of its articles (`/api/nodes`).
 * `null` when the API knows no such category.
 */
export async function getCategory(slug: string, urlPage: number): Promise<CategoryContent | null> {
  if (!/^[a-z-]{2,40}$/.test(slug)) return null;
  const q = { category: slug, page: apiPageFromUrl(urlPage), perPage: PER_PAGE };
  const [shows, articles] = await Promise.all([
    detail(contentApi({ revalidate: 300 }).nodes({ type: 'show', ...q })),
    detail(contentApi({ revalidate: 120 }).nodes({ type: 'article', ...q })),
  ]);
  if (!shows || !articles) return null;
  const name = shows.rows[0]?.category || articles.rows[0]?.category || slugLabel(slug);
  return { name, slug, shows, articles };
}

/** 'economie-et-societe' → 'Economie et societe' (only when the API gave no name). */
function slugLabel(slug: string): string {
  const s = slug.replace(/-/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
