import type { Episode, Pager } from '@radio/core';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';
import type { PagedQs, RadioPagedQs } from './schemas.js';
import {
  article,
  EPISODE_FIELDS,
  EPISODE_FROM,
  episode,
  type NodeRow,
  pager,
  published,
  type RadioRow,
  type Refs,
  type TermRow,
} from './shape.js';

/** Reads `page` and `items_per_page` with their defaults. */
export function paging(q: PagedQs, fallback = 10) {
  const perPage = q.items_per_page ?? fallback;
  const page = q.page ?? 0;
  return { page, perPage, offset: page * perPage };
}

/** Queries shared by the content API and the second API. Every value travels as a parameter. */
export function makeQueries(db: Db, refs: Refs) {
  const radioOr404 = async (codeOrTid: string): Promise<RadioRow> => {
    await refs.load();
    const r = /^\d+$/.test(codeOrTid)
      ? refs.radios.get(Number(codeOrTid))
      : refs.radiosByCode.get(codeOrTid.toLowerCase());
    if (!r) throw notFound(`Radio « ${codeOrTid} »`);
    return r;
  };
  /** A published node by id; `withUnpublished` for the signed preview, which shows any node. */
  const nodeById = async (
    id: number,
    type?: string,
    withUnpublished = false,
  ): Promise<NodeRow | undefined> => {
    const rows = await db.query<NodeRow>(
      `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.id = $1${type ? ' AND n.type = $2' : ''}${withUnpublished ? '' : ` AND ${published()}`}`,
      type ? [id, type] : [id],
    );
    return rows[0];
  };
  /** `where` and `order` are fixed SQL written in this package; values go in `params`. */
  const listNodes = async (
    where: string,
    params: unknown[],
    page: number,
    perPage: number,
    order = 'n.published_at DESC, n.id DESC',
  ) => {
    const [rows, count] = await Promise.all([
      db.query<NodeRow>(
        `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE ${where} ORDER BY ${order} LIMIT ${Number(perPage)} OFFSET ${Number(page) * Number(perPage)}`,
        params,
      ),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM nodes n WHERE ${where}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  };
  /**
   * The page `q` asks for (spec §7: `page` from 0, `items_per_page` or else `fallback`) of the nodes
   * `where` selects, each shaped by `shape` once the references are loaded, and its pager.
   */
  const pageOfNodes = async <T>(
    where: string,
    params: unknown[],
    q: PagedQs,
    fallback: number,
    shape: (n: NodeRow) => T,
    order?: string,
  ): Promise<{ rows: T[]; pager: Pager }> => {
    const { page, perPage } = paging(q, fallback);
    const { rows, total } = await listNodes(where, params, page, perPage, order);
    await refs.load();
    return { rows: rows.map(shape), pager: pager(page, perPage, total) };
  };
  /** Articles related to a dossier: those carrying its tag, optionally of one radio. */
  const relatedArticles = async (f: NodeRow, q: RadioPagedQs) => {
    const params: unknown[] = [f.tag_tids];
    let where =
      "n.type = 'article' AND n.tag_tids && $1::int[] AND n.published_at <= now() AND n.unpublished_at IS NULL";
    if (q.radio) {
      const r = await radioOr404(q.radio);
      params.push([r.tid]);
      where += ` AND n.radio_tids @> $${params.length}::int[]`;
    }
    return pageOfNodes(where, params, q, 3, (n) => article(n, refs));
  };
  /** The episodes of a selection, in the selection's order (an id that is no episode is skipped). */
  const episodesInOrder = async (ids: number[]): Promise<Episode[]> => {
    const rows = ids.length
      ? await db.query<NodeRow>(
          `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.id = ANY($1::int[]) AND ${published()}`,
          [ids],
        )
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    await refs.load();
    return ids
      .map((i) => byId.get(i))
      .filter((n): n is NodeRow => !!n)
      .map((n) => episode(n, refs));
  };
  /** The episodes that point at an article (their `url_linked_article`): newest first, at most 5. */
  const linkedEpisodes = async (articleId: number): Promise<Episode[]> => {
    const rows = await db.query<NodeRow>(
      `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.type = 'episode' AND n.data->>'url_linked_article' = $1::text AND n.published_at <= now() AND n.unpublished_at IS NULL ORDER BY n.published_at DESC, n.id DESC LIMIT 5`,
      [articleId],
    );
    await refs.load();
    return rows.map((n) => episode(n, refs));
  };
  return { radioOr404, nodeById, listNodes, pageOfNodes, relatedArticles, episodesInOrder, linkedEpisodes };
}

/** A category term by its slug (`vie-spirituelle`); 404 when there is none. */
export async function categoryByAlias(refs: Refs, slug: string): Promise<TermRow> {
  await refs.load();
  for (const t of refs.terms.values()) if (t.vocabulary === 'category' && t.alias === `/${slug}`) return t;
  throw notFound(`Catégorie « ${slug} »`);
}

export interface RouteDeps {
  db: Db;
  refs: Refs;
  /** The main site's public URL (SITE_URL): where the links of the SDK's prompts lead, on partner pages too. */
  siteUrl?: string;
}
