// The walk of unpublished.test.ts: contents taken out of publication (one of each type withdrawn,
// another scheduled), and every GET route of the OpenAPI document asked with their ids and slugs.
import { expect } from 'vitest';
import { NODE_TYPES } from '../src/routes/nodes.js';
import type { Harness } from './harness.js';
import type { Http } from './http.js';

/**
 * Whether an answer shows a hidden content: its title (MARK), or its path (a selection's path is a
 * fixed page of the site, linked from everywhere: its title tells).
 */
export const shows = (text: string, h: Hidden) =>
  text.includes(h.title) || (h.type !== 'podcast_selection' && text.includes(`"${h.alias}"`));

/** A word no demo content has: found in any answer, a hidden content leaked. */
export const MARK = 'Zorglubide';

export interface Hidden {
  id: number;
  type: string;
  state: 'removed' | 'scheduled';
  title: string;
  alias: string;
  show_id: number | null;
  category_tid: number | null;
  tag_tids: number[];
  radio_tids: number[];
  published: Date;
  /** Walked with its own id and slugs (a hidden show's episodes are only checked for). */
  walk: boolean;
}

type Row = Omit<Hidden, 'state' | 'walk' | 'published'> & { published_at: Date | string };

/**
 * Takes one content of each type out of publication (`unpublished_at`, as a feed import does), and
 * gives another a publication date 30 days ahead; a hidden show takes its episodes along. Before
 * that, the listener had them in their lists (favourites, listen later, replay positions). Hidden
 * titles carry MARK; withdrawn ones are the newest, so that any list would show them first.
 */
export async function hideContent(
  api: Harness,
  http: Http,
  auth: Record<string, string>,
  sub: string,
): Promise<Hidden[]> {
  const { db } = api;
  const hidden: Hidden[] = [];
  for (const type of NODE_TYPES) {
    const rows = await db.query<Row>(
      `SELECT id, type, title, alias, show_id, category_tid, tag_tids, radio_tids, published_at FROM nodes n
        WHERE type = $1 AND published_at <= now() AND unpublished_at IS NULL AND NOT (id = ANY($2::int[]))
          AND (type <> 'show' OR EXISTS (SELECT 1 FROM nodes e WHERE e.show_id = n.id))
        ORDER BY id LIMIT 2`,
      [type, hidden.map((h) => h.id)],
    );
    expect(rows.length, type).toBe(2);
    for (const [i, row] of rows.entries()) {
      const state = i === 0 ? 'removed' : 'scheduled';
      const family =
        type === 'show'
          ? await db.query<Row>(
              'SELECT id, type, title, alias, show_id, category_tid, tag_tids, radio_tids, published_at FROM nodes WHERE show_id = $1 ORDER BY id',
              [row.id],
            )
          : [];
      for (const n of [row, ...family]) {
        await plant(http, auth, sub, n);
        hidden.push({
          ...n,
          state,
          title: `${MARK} ${state} ${n.type} ${n.id}`,
          walk: n === row,
          published: new Date(),
        });
      }
    }
  }
  for (const h of hidden) {
    const when =
      h.state === 'removed'
        ? "published_at = now() - interval '1 minute', unpublished_at = now()"
        : "published_at = now() + interval '30 days'";
    const [r] = await db.query<{ published_at: Date | string }>(
      `UPDATE nodes SET title = $2, ${when} WHERE id = $1 RETURNING published_at`,
      [h.id, h.title],
    );
    h.published = new Date(r?.published_at ?? Date.now());
  }
  return hidden;
}

/** The listener's lists held these contents while they were published. */
async function plant(http: Http, auth: Record<string, string>, sub: string, n: Row) {
  const writes: [string, object][] =
    n.type === 'show'
      ? [['/content/entity/favorite', { wso2_uid: sub, show_id: n.id }]]
      : n.type === 'episode'
        ? [
            ['/content/entity/listen_later', { wso2_uid: sub, episode_id: n.id }],
            [
              '/content/entity/rcf_tracking_replay',
              { field_replay_wso2_uid: sub, field_replay_media_id: n.id, field_replay_offset: 1000 },
            ],
          ]
        : [];
  for (const [path, body] of writes) {
    const r = await http.request(path, { method: 'POST', headers: auth, body });
    expect(r.status, `${path} ${r.text}`).toBeLessThan(300);
  }
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: { type?: string; pattern?: string; enum?: string[]; anyOf?: { const?: string; enum?: string[] }[] };
}
export type OpenApi = { paths: Record<string, { get?: { parameters?: Parameter[] } }> };

/** Not content: files, the live stream, the documentation, the contact proxy (its own tests). */
const SKIPPED = /^\/(docs|health|media|sdk|live|contact|mailing)\b/;

const enumOf = (p: Parameter): string[] | null => {
  if (p.schema.enum) return p.schema.enum;
  if (p.schema.anyOf?.every((a) => a.const !== undefined || a.enum))
    return p.schema.anyOf.flatMap((a) => (a.const !== undefined ? [a.const] : (a.enum ?? [])));
  return null;
};

/** The values tried for one path parameter, taken from a hidden content. */
function pathValues(p: Parameter, h: Hidden, slugs: string[], sub: string): string[] {
  const values = enumOf(p);
  if (values) return values;
  const d = h.published;
  const day = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  switch (p.name) {
    case 'userId':
    case 'sub':
      return [sub];
    case 'itemPerPage':
      return ['50'];
    case 'year':
    case 'month':
    case 'day':
      return [String(day[['year', 'month', 'day'].indexOf(p.name)])];
    case 'date':
      return [d.toISOString().slice(0, 10)];
    case 'letter':
      return [h.title.charAt(0).toLowerCase()];
    case 'radio':
    case 'code':
    case 'radioCode':
      return ['RCFNational'];
  }
  if (p.schema.type === 'integer') {
    const ids = [h.id, h.show_id, h.category_tid, h.tag_tids[0], h.radio_tids[0]];
    return [...new Set(ids.filter((i): i is number => typeof i === 'number' && i > 0).map(String))];
  }
  // A slug: the matching segment of the hidden content's path (`/articles/{category}/{titre}`).
  return [slugs.shift() ?? ''];
}

/** The value of a query parameter, or undefined to leave it out. */
function queryValue(p: Parameter, h: Hidden): string | undefined {
  const values = enumOf(p);
  if (p.name === 'type' && values) return values.includes(h.type) ? h.type : values[0];
  if (values) return p.required ? values[0] : undefined;
  switch (p.name) {
    case 'alias':
    case 'path':
      return h.alias;
    case 'q':
      return MARK;
    case 'items_per_page':
      return '50';
    case 'tag':
      return h.tag_tids[0] ? String(h.tag_tids[0]) : undefined;
  }
  return undefined;
}

const product = (lists: string[][]): string[][] =>
  lists.reduce<string[][]>((acc, l) => acc.flatMap((a) => l.map((v) => [...a, v])), [[]]);

/**
 * Every GET URL to try: each route of the OpenAPI document with, for each hidden content, the
 * values its parameters can take from it. Checks first that the document lists every GET route
 * of the route table (a route missing from it would escape the walk).
 */
export function routeUrls(doc: OpenApi, table: Harness['routes'], hidden: Hidden[], sub: string): string[] {
  const documented = new Set(Object.keys(doc.paths));
  const missing = table
    .filter((r) => r.method === 'GET' && !r.hidden && !SKIPPED.test(r.url))
    .map((r) => r.url.replace(/:(\w+)/g, '{$1}'))
    .filter((u) => !documented.has(u));
  expect(missing).toEqual([]);
  const urls = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    const params = ops.get?.parameters;
    if (!ops.get || SKIPPED.test(path)) continue;
    for (const h of hidden.filter((x) => x.walk)) {
      const inPath = (params ?? []).filter((p) => p.in === 'path');
      const slugCount = inPath.filter((p) => p.schema.type === 'string' && !enumOf(p)).length;
      const slugs = h.alias.split('/').filter(Boolean).slice(-slugCount);
      const lists = inPath.map((p) => pathValues(p, h, slugs, sub));
      const query = new URLSearchParams();
      for (const p of (params ?? []).filter((x) => x.in === 'query')) {
        const v = queryValue(p, h);
        if (v !== undefined) query.set(p.name, v);
      }
      for (const combo of product(lists)) {
        let url = path;
        inPath.forEach((p, i) => {
          url = url.replace(`{${p.name}}`, encodeURIComponent(combo[i] ?? ''));
        });
        urls.add(query.size ? `${url}?${query}` : url);
      }
    }
  }
  return [...urls];
}
