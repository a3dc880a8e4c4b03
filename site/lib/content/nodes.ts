/** Content of any type: by alias, and pages of one type (the home page's latest, related articles, lists). */
import { type AnyNode, emptyPaged, type NodeType, type Paged } from '@radio/core';
import { contentApi, detail, orFallback } from '@/lib/api/server';

/** Any content by its alias (`/articles/…`), only when it has the expected type; null otherwise. */
export async function nodeByAlias<T extends NodeType>(
  alias: string,
  type: T,
  revalidate = 60,
): Promise<Extract<AnyNode, { type: T }> | null> {
  const n = await detail(contentApi({ revalidate }).nodeByAlias(alias));
  return n && n.type === type ? (n as Extract<AnyNode, { type: T }>) : null;
}

/** A page of one type of content, filtered by tag, category or radio (`/api/nodes`); empty on failure. */
export const getNodes = <T extends NodeType>(query: {
  type: T;
  tag?: number;
  category?: string;
  radio?: string;
  page?: number;
  perPage?: number;
}): Promise<Paged<Extract<AnyNode, { type: T }>>> =>
  orFallback(contentApi().nodes(query), emptyPaged<Extract<AnyNode, { type: T }>>(query.perPage));

/** Latest content of a type, for the home page (optionally of one radio). */
export const getLatest = <T extends 'show' | 'episode' | 'article'>(type: T, count: number, radio?: string) =>
  getNodes({ type, perPage: count, ...(radio ? { radio } : {}) });
