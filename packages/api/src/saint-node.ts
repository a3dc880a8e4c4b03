/**
 * Each day's saint is also a content node (type `saint`), so that search finds it like any page a
 * visitor opens: its id and its address, shared by the seed and the saint routes.
 */

/** Above every seeded id, below the imported ones (sequence `nodes_imported_id`, from 5,000,001). */
const SAINT_NODE_BASE = 4_000_000;

export const saintNodeId = (month: number, day: number) => SAINT_NODE_BASE + month * 100 + day;

const two = (n: number) => String(n).padStart(2, '0');

/** The saint-of-the-day page on that day of any year (`?date=MM-JJ`). */
export const saintPath = (month: number, day: number) =>
  `/vie-spirituelle/le-saint-du-jour?date=${two(month)}-${two(day)}`;

/** The saint's own picture under the images fixtures (a title card, seed/saint-nodes.ts). */
export const saintPicture = (month: number, day: number) => `saints/${two(month)}-${two(day)}.svg`;

/** saintNodeId in SQL, over a row `s` of the saints table. */
export const SAINT_NODE_ID_SQL = `${SAINT_NODE_BASE} + s.month * 100 + s.day`;
