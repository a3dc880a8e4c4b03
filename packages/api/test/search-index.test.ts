// The search index kept by the database itself: the search context a new row gets, the counts of
// every kind, the lexicon of « Vouliez-vous dire » and the narrow search_docs table, each kept in
// step with publication in the writing transaction, on PGlite and PostgreSQL.

import { describe, expect, it } from 'vitest';
import { candidates, countByKind, findKinds, KINDS } from '../src/search/find.js';
import { inKinds, SEARCHED_KINDS } from '../src/search/kinds.js';
import { apiForSuite, BACKENDS, type Harness } from './harness.js';
import { searchCalls } from './search-calls.js';

/** Published episodes written straight into `nodes`, as an import would: id → title. */
async function insertEpisodes(db: Harness['db'], titles: Record<number, string>) {
  const rows = Object.entries(titles).map(([id, title]) => ({
    id: Number(id),
    type: 'episode',
    title,
    alias: `/test-lexique/${id}`,
    published_at: '2026-01-01T00:00:00Z',
    changed_at: '2026-01-01T00:00:00Z',
  }));
  await db.query(
    `INSERT INTO nodes (id, type, title, alias, published_at, changed_at)
     SELECT id, type, title, alias, published_at, changed_at FROM json_populate_recordset(NULL::nodes, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/** How many published rows the lexicon of « Vouliez-vous dire » counts for a word. */
async function lexiconHits(db: Harness['db'], word: string): Promise<number> {
  return (
    (await db.query<{ hits: number }>('SELECT hits FROM search_words WHERE word = $1', [word]))[0]?.hits ?? 0
  );
}

describe.each(BACKENDS)('search index on %s', (backend) => {
  const api = apiForSuite(backend);
  const { search } = searchCalls(api);

  it('the search context of a new row reads its show by key, not by a scan a plan made on an empty table kept', async () => {
    const [fn] = await api().db.query<{ proconfig: string[] | null }>(
      "SELECT proconfig FROM pg_proc WHERE proname = 'radio_search_context'",
    );
    expect(fn?.proconfig).toContain('enable_seqscan=off');
    // And it still fills the context: an episode's row carries its show's title.
    const [ep] = await api().db.query<{ search_context: string; show: string }>(
      `SELECT e.search_context, s.title AS show FROM nodes e JOIN nodes s ON s.id = e.show_id
        WHERE e.type = 'episode' LIMIT 1`,
    );
    expect(ep?.search_context).toContain(ep?.show);
  });

  it('counts every published match of a kind (under the cap); the results are the same whichever way they are read', async () => {
    const q = 'prière';
    for (const preview of [true, false]) {
      const [offset, limit] = preview ? [0, 3] : [1, 2];
      const counts = await countByKind(api().db, 'typed', q, candidates(preview, offset, limit));
      const direct = await api().db.query<{ type: string; n: number }>(
        // An episode's words and the words said in it (its transcript, search/transcripts.ts).
        `SELECT type, count(*)::int AS n FROM nodes
          WHERE search || radio_transcript_search(id) @@ websearch_to_tsquery('french', radio_unaccent($1))
            AND published_at <= now() AND unpublished_at IS NULL AND type = ANY($2) GROUP BY type`,
        [q, [...KINDS]],
      );
      expect(Object.fromEntries(counts.n)).toEqual(Object.fromEntries(direct.map((r) => [r.type, r.n])));
      expect([...counts.recent.keys()]).toEqual([...counts.n.keys()]);
      // Under the cap, the newest matches the count kept are ranked; at the cap, they are read
      // again through the indexes. Same candidates, same ranking.
      const read = async (kept: boolean) => {
        const slices = [...counts.n.keys()].map((kind) => ({
          kind,
          offset,
          limit,
          recent: kept ? counts.recent.get(kind) : undefined,
        }));
        const found = await findKinds(api().db, 'typed', q, slices, preview, () => null);
        return Object.fromEntries([...found].map(([kind, rows]) => [kind, rows.map((r) => r.id)]));
      };
      const kept = await read(true);
      expect(Object.values(kept).flat().length).toBeGreaterThan(3);
      expect(kept).toEqual(await read(false));
    }
  });

  it('the lexicon follows publication in the writing transaction: an unpublished or deleted episode’s words leave « Vouliez-vous dire »', async () => {
    // Two episodes sharing a word found nowhere else (« oxyrhynque »), one with a word of its own.
    await insertEpisodes(api().db, { 990001: 'Les papyrus d’Oxyrhynque', 990002: 'Oxyrhynque et Zénobie' });
    const hits = (word: string) => lexiconHits(api().db, word);
    // A distinct URL each time: the API's response cache keeps a search for a few seconds.
    let n = 0;
    const meant = async (q: string) => (await search(q, `&round=${n++}`)).suggestion;
    expect([await hits('oxyrhynque'), await hits('zenobie')]).toEqual([2, 1]);
    expect(await meant('zenobee')).toBe('zénobie');

    // Unpublished (as a feed import does when the episode leaves its feed): counted out at once.
    await api().db.query('UPDATE nodes SET unpublished_at = now() WHERE id = 990002');
    expect([await hits('oxyrhynque'), await hits('zenobie')]).toEqual([1, 0]);
    expect(await meant('zenobee')).not.toBe('zénobie');
    expect(await meant('oxyrynque')).toBe('oxyrhynque');

    // A transaction that unpublishes then fails leaves the lexicon as it was.
    await expect(
      api().db.transaction(async (tx) => {
        await tx.query('UPDATE nodes SET unpublished_at = now() WHERE id = 990001');
        expect(
          (await tx.query<{ hits: number }>("SELECT hits FROM search_words WHERE word = 'oxyrhynque'"))
            .length,
        ).toBe(0);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await hits('oxyrhynque')).toBe(1);

    // Published again: back; renamed: the old word leaves, the new one comes; deleted: gone.
    await api().db.query('UPDATE nodes SET unpublished_at = NULL WHERE id = 990002');
    expect([await hits('oxyrhynque'), await hits('zenobie')]).toEqual([2, 1]);
    await api().db.query("UPDATE nodes SET title = 'Oxyrhynque et Palmyre' WHERE id = 990002");
    expect([await hits('zenobie'), await hits('palmyre')]).toEqual([0, 1]);
    await api().db.query('DELETE FROM nodes WHERE id IN (990001, 990002)');
    expect([await hits('oxyrhynque'), await hits('palmyre')]).toEqual([0, 0]);
    expect(await meant('oxyrynque')).not.toBe('oxyrhynque');
  });

  it('search_docs copies the published rows of the searched kinds with what is said in them, in the writing transaction', async () => {
    const copied = `SELECT id, type, published_at, search || radio_transcript_search(id) FROM nodes
      WHERE unpublished_at IS NULL AND type IN (${inKinds(SEARCHED_KINDS)})`;
    // Every kind a visitor can open: saints, prayers and partners too.
    const kinds = await api().db.query<{ type: string }>(
      'SELECT DISTINCT type FROM search_docs ORDER BY type',
    );
    expect(kinds.map((k) => k.type)).toEqual([...SEARCHED_KINDS].sort());
    // Rows in one and not in the other, both ways: none after every kind of write.
    const apart = async () =>
      (
        await api().db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ((${copied} EXCEPT SELECT * FROM search_docs)
            UNION ALL (SELECT * FROM search_docs EXCEPT ${copied})) AS d`,
        )
      )[0]?.n;
    const ids = async () =>
      (
        await api().db.query<{ id: number }>(
          'SELECT id FROM search_docs WHERE id BETWEEN 990101 AND 990199 ORDER BY id',
        )
      ).map((r) => r.id);
    expect(await apart()).toBe(0);
    await api().db.query(
      `INSERT INTO nodes (id, type, title, alias, published_at, changed_at)
       SELECT 990100 + g, 'episode', 'Les manuscrits de Qumrân ' || g, '/test-docs/' || g, now(), now()
         FROM generate_series(1, 3) AS g`,
    );
    expect(await ids()).toEqual([990101, 990102, 990103]);
    await api().db.query('UPDATE nodes SET unpublished_at = now() WHERE id = 990102');
    await expect(
      api().db.transaction(async (tx) => {
        await tx.query('DELETE FROM nodes WHERE id = 990101');
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await ids()).toEqual([990101, 990103]);
    const qumran = async () => (await countByKind(api().db, 'typed', 'qumran', 10)).recent.get('episode');
    expect(await qumran()).toEqual([990103, 990101]);
    await api().db.query(
      "UPDATE nodes SET title = 'Les grottes de la mer Morte', published_at = now() - interval '1 day' WHERE id = 990103",
    );
    await api().db.query('UPDATE nodes SET unpublished_at = NULL WHERE id = 990102');
    expect(await qumran()).toEqual([990102, 990101]);
    expect(await apart()).toBe(0);
    await api().db.query('DELETE FROM nodes WHERE id IN (990101, 990102, 990103)');
    expect(await ids()).toEqual([]);
    expect(await apart()).toBe(0);
  });
});
