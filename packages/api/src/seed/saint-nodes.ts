/**
 * The saints of the calendar as content: a node per day (search finds « Séverin » like any page)
 * with its life and its own picture, a title card of its name and day. The `saints` table keeps
 * what the saint-of-the-day calls read (its episode); both come from the one calendar here.
 */
import { monthName } from '@radio/core';
import type { Queryable, Row } from '../db/index.js';
import { saintNodeId, saintPath, saintPicture } from '../saint-node.js';
import { NATIONAL_TID, type SeedContext } from './context.js';
import { SAINT_LIVES } from './saint-lives.js';
import { SAINTS_BY_MONTH } from './saints.js';

export interface SaintDay {
  month: number;
  day: number;
  name: string;
  life: readonly string[];
}

/** Every day of the year (29 February included), its saint and the life written for it. */
export function saintDays(): SaintDay[] {
  return SAINTS_BY_MONTH.flatMap((names, m) =>
    names.map((name, d) => ({
      month: m + 1,
      day: d + 1,
      name,
      life: SAINT_LIVES[`${m + 1}-${d + 1}`] ?? [],
    })),
  );
}

/** « Le 1er janvier », « Le 27 novembre »: the card's second line. */
export const onDay = (s: Pick<SaintDay, 'month' | 'day'>) =>
  `Le ${s.day === 1 ? '1er' : s.day} ${monthName(s.month)}`;

/** The one line said of a day whose life is not written. */
const notice = (s: SaintDay) =>
  `${onDay(s)}, l'Église fête ${s.name.replace(/^(Saints?|Saintes?) /, (m) => m.toLowerCase())}.`;

/** The node of a day's saint: its first paragraph as the summary, the others as the text. */
export function saintNode(s: SaintDay, imageUrl: (file: string) => string): Row {
  const [first, ...rest] = s.life;
  // A fixed date long past: a saint is always published, and no list sorts saints by date.
  const published = new Date(Date.UTC(2000, 0, 1));
  return {
    id: saintNodeId(s.month, s.day),
    type: 'saint',
    title: s.name,
    alias: saintPath(s.month, s.day),
    description: first ?? notice(s),
    body: rest.join('\n\n'),
    visual: imageUrl(saintPicture(s.month, s.day)),
    visual_alt: `${s.name}, ${onDay(s).toLowerCase()}`,
    show_id: null,
    radio_tid: null,
    author: null,
    category_tid: null,
    published_at: published,
    changed_at: published,
    radio_tids: [NATIONAL_TID],
    tag_tids: [],
    data: { month: s.month, day: s.day },
  };
}

/** The saints' nodes, and their title cards among the pictures the seed checks and writes. */
export function buildSaintNodes(ctx: SeedContext): void {
  for (const s of saintDays()) {
    ctx.node(saintNode(s, ctx.imageUrl));
    ctx.cards.set(saintPicture(s.month, s.day), { title: s.name, label: onDay(s) });
  }
}

/**
 * A database seeded before these rules: the test article with a script payload leaves the public
 * reads (seed/articles.ts), and the saints get their lives and nodes (refreshSaints).
 */
export async function refreshDemo(q: Queryable, origin: string, testArticleId: number): Promise<void> {
  await q.query(
    "UPDATE nodes SET unpublished_at = changed_at WHERE id = $1 AND type = 'article' AND unpublished_at IS NULL",
    [testArticleId],
  );
  await refreshSaints(q, origin);
}

/**
 * A database seeded before the saints' lives and nodes were written gets them: the days whose life
 * differs, and every saint's node (insert or update of what differs). Idempotent, a few hundred rows.
 */
export async function refreshSaints(q: Queryable, origin: string): Promise<void> {
  const days = saintDays();
  await q.query(
    `UPDATE saints s SET life = d.life
       FROM json_to_recordset($1::json) AS d(month int, day int, life text)
      WHERE s.month = d.month AND s.day = d.day AND s.life IS DISTINCT FROM d.life`,
    [JSON.stringify(days.map((s) => ({ month: s.month, day: s.day, life: s.life.join('\n\n') })))],
  );
  const imageUrl = (file: string) => `${origin}/media/images/{style_name}/${file}`;
  const cols =
    'id, type, title, alias, description, body, visual, visual_alt, published_at, changed_at, radio_tids, tag_tids, data';
  await q.query(
    `INSERT INTO nodes (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::nodes, $1::json)
     ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, alias = EXCLUDED.alias,
       description = EXCLUDED.description, body = EXCLUDED.body, visual = EXCLUDED.visual,
       visual_alt = EXCLUDED.visual_alt
     WHERE (nodes.title, nodes.alias, nodes.description, nodes.body, nodes.visual, nodes.visual_alt)
       IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.alias, EXCLUDED.description, EXCLUDED.body, EXCLUDED.visual, EXCLUDED.visual_alt)`,
    [JSON.stringify(days.map((s) => saintNode(s, imageUrl)))],
  );
}
