/**
 * The search below its HTTP route, for the study of where a search spends its time
 * (bench/search-plans.ts): the database opened and migrated as the API opens it, the labels, the
 * whole search, and its two stages (the count by kind, then the rows of each kind). A public entry
 * of the package (`@radio/api/search-stages`), so that the bench imports no module of `src/`.
 */
export { openDb } from './db/index.js';
export { migrate } from './db/migrations.js';
export { search } from './routes/search.js';
export { Refs } from './routes/shape.js';
export { countByKind, findKinds, KINDS } from './search/find.js';
