import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index.js';
import { migrate } from '../src/db/migrations.js';

// Migration 40 adds nodes.unpublished_at to a table already full of content: without statistics
// for it, every search plan guessed that 0.5 % of rows are published (see the migration).
describe('migration 40 on a database that already has content', () => {
  it('leaves statistics for the new column, so that the planner knows every row is published', async () => {
    const db = await openDb({ pgliteDir: 'memory://' });
    try {
      await migrate(db);
      // Back to the database as it was before step 40 (and the lexicon's triggers and search_docs
      // listed after it, which read unpublished_at), with content in it.
      await db.exec(`DROP TRIGGER nodes_search_words_insert ON nodes; DROP TRIGGER nodes_search_words_update ON nodes;
        DROP TRIGGER nodes_search_words_delete ON nodes; DELETE FROM schema_migrations WHERE version = 25;
        DROP TABLE search_docs CASCADE; DROP FUNCTION radio_search_docs_sync() CASCADE;
        DELETE FROM schema_migrations WHERE version = 27;
        DROP TABLE feeds; DROP INDEX nodes_show_guid; DROP SEQUENCE nodes_imported_id;
        ALTER TABLE nodes DROP COLUMN unpublished_at; DELETE FROM schema_migrations WHERE version = 40;`);
      await db.query(
        `INSERT INTO nodes (id, type, title, alias, published_at, changed_at)
         SELECT i, 'episode', 'Épisode ' || i, '/e/' || i, now(), now() FROM generate_series(1, 200) AS i`,
      );
      expect(await migrate(db)).toEqual([40, 25, 27]);
      const stats = await db.query<{ null_frac: number }>(
        "SELECT null_frac FROM pg_stats WHERE tablename = 'nodes' AND attname = 'unpublished_at'",
      );
      expect(stats).toEqual([{ null_frac: 1 }]);
      // search_docs, created after the content, is filled from it.
      expect(await db.query('SELECT count(*)::int AS n FROM search_docs')).toEqual([{ n: 200 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
