import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../src/db/index.js';
import { migrate } from '../src/db/migrations.js';
import { buildContent, IDS, isSeeded, seed } from '../src/seed/index.js';

const OPTS = {
  origin: 'http://127.0.0.1:4100',
  brand: 'RCF',
  prefix: 'RCF',
  now: new Date('2026-11-21T12:00:00Z'),
};

describe('demo content (seed)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ pgliteDir: 'memory://' });
    await migrate(db);
    await seed(db, OPTS);
  }, 180_000);
  afterAll(async () => db?.close());

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

  it('the national radio (tid 9, code RCFNational) and at least 12 regional radios in France and Belgique', async () => {
    const national = await db.query<{ tid: number; code: string; live_url: string }>(
      'SELECT tid, code, live_url FROM radios WHERE is_national',
    );
    expect(national).toEqual([
      { tid: 9, code: 'RCFNational', live_url: 'http://127.0.0.1:4100/live/RCFNational.mp3' },
    ]);
    const regional = await db.query<{ region: string; n: number }>(
      'SELECT g.name AS region, count(*)::int AS n FROM radios r JOIN regions g ON g.tid = r.region_tid GROUP BY 1 ORDER BY 1',
    );
    expect(regional.reduce((a, r) => a + r.n, 0)).toBeGreaterThanOrEqual(12);
    expect(regional.map((r) => r.region)).toEqual(['Belgique', 'France']);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM radios WHERE jsonb_array_length(social) < 2 OR (NOT is_national AND around_me_alias IS NULL)',
      ),
    ).toBe(0);
  });

  it('at least 40 shows across the five categories, each with a host ("présentée par")', async () => {
    const rows = await db.query<{ alias: string; n: number }>(
      "SELECT t.alias, count(*)::int AS n FROM nodes n JOIN terms t ON t.tid = n.category_tid WHERE n.type = 'show' GROUP BY 1 ORDER BY 1",
    );
    expect(rows.map((r) => r.alias)).toEqual([
      '/actualite',
      '/culture',
      '/economie-et-societe',
      '/points-de-vue',
      '/vie-spirituelle',
    ]);
    expect(rows.reduce((a, r) => a + r.n, 0)).toBeGreaterThanOrEqual(40);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM nodes WHERE type = 'show' AND data->>'host' NOT LIKE 'présentée par %'",
      ),
    ).toBe(0);
  });

  it('at least 600 episodes over two years, with real durations and audio URLs', async () => {
    const [e] = await db.query<{ n: number; days: number; min: number; shows: number }>(
      "SELECT count(*)::int AS n, (extract(epoch FROM max(published_at) - min(published_at)) / 86400)::int AS days, min((data->>'duration')::int) AS min, count(DISTINCT show_id)::int AS shows FROM nodes WHERE type = 'episode'",
    );
    expect(e?.n).toBeGreaterThanOrEqual(600);
    expect(e?.days).toBeGreaterThanOrEqual(700);
    expect(e?.min).toBeGreaterThan(30);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM nodes WHERE type = 'episode' AND data->>'audio_file' !~ '^http://127\\.0\\.0\\.1:4100/media/audio/[a-z0-9-]+\\.mp3$'",
      ),
    ).toBe(0);
  });

  it('articles, dossiers with related articles, videos, partners, events, prayers, tags', async () => {
    const byType = Object.fromEntries(
      (
        await db.query<{ type: string; n: number }>('SELECT type, count(*)::int AS n FROM nodes GROUP BY 1')
      ).map((r) => [r.type, r.n]),
    );
    expect(byType).toMatchObject({ folder: 8, partner: 10, prayer: 12 });
    expect(byType.article).toBeGreaterThanOrEqual(100);
    expect(byType.video).toBeGreaterThanOrEqual(20);
    expect(byType.event).toBeGreaterThanOrEqual(10);
    // Every dossier has related articles (those carrying its tag).
    expect(
      await count(
        "SELECT count(*)::int AS n FROM nodes f WHERE f.type = 'folder' AND NOT EXISTS (SELECT 1 FROM nodes a WHERE a.type = 'article' AND a.tag_tids && f.tag_tids)",
      ),
    ).toBe(0);
    expect(
      await count("SELECT count(*)::int AS n FROM terms WHERE vocabulary = 'tag'"),
    ).toBeGreaterThanOrEqual(20);
  });

  it('a saint for every day of the year, a week of programme grid per radio', async () => {
    expect(await count('SELECT count(*)::int AS n FROM saints')).toBe(366);
    const perRadio = await db.query<{ days: number; minutes: number }>(
      'SELECT count(DISTINCT weekday)::int AS days, sum(end_minute - start_minute)::int AS minutes FROM programme_slots GROUP BY radio_tid',
    );
    expect(perRadio.length).toBe(await count('SELECT count(*)::int AS n FROM radios'));
    expect(perRadio.every((r) => r.days === 7 && r.minutes === 7 * 1440)).toBe(true);
  });

  it('rolls for every row of the donation funnel, settings (listenerMax 3), civilities, countries, lists', async () => {
    const rolls = await db.query<{ k: string }>(
      "SELECT roll_type || '/' || roll_use || '/' || coalesce(roll_number_of_plays, '*') AS k FROM rolls ORDER BY id",
    );
    expect(rolls.map((r) => r.k)).toEqual([
      'Pre-roll/Parcours Dons Utilisateurs anonymes/firstListening',
      'Post-roll/Parcours Dons Utilisateurs anonymes/thirdListening',
      'Pre-roll/Global/*',
      'Post-roll/Global/*',
      'Pre-roll/Appel au Don générique/fourthListening',
      'Pre-roll/Appel au Don générique/fifthListening',
    ]);
    const [settings] = await db.query<{ value: { listenerMax: number } }>(
      "SELECT value FROM settings WHERE key = 'rcf_admin'",
    );
    expect(settings?.value.listenerMax).toBe(3);
    // One source for the listener-service line: LISTENER_SERVICE_PHONE (core), never a second copy here.
    expect(JSON.stringify(settings?.value)).not.toMatch(/\d{2} \d{2} \d{2} \d{2} \d{2}|Phone/);
    expect(await count('SELECT count(*)::int AS n FROM civilities')).toBeGreaterThanOrEqual(2);
    expect(await count('SELECT count(*)::int AS n FROM countries')).toBeGreaterThanOrEqual(30);
    expect(
      await count("SELECT count(*)::int AS n FROM newsletter_lists WHERE kind IN ('marketing', 'legs')"),
    ).toBe(2);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await db.query(
      'SELECT count(*)::int AS n, max(id) AS m, sum(length(title))::int AS t FROM nodes',
    );
    const slots = await count('SELECT count(*)::int AS n FROM programme_slots');
    expect(await isSeeded(db)).toBe(true);
    await seed(db, OPTS);
    expect(
      await db.query('SELECT count(*)::int AS n, max(id) AS m, sum(length(title))::int AS t FROM nodes'),
    ).toEqual(before);
    expect(await count('SELECT count(*)::int AS n FROM programme_slots')).toBe(slots);
  });

  it('is deterministic, and --scale N multiplies the content keeping the scale-1 ids', () => {
    const a = buildContent(OPTS);
    const b = buildContent(OPTS);
    expect(JSON.stringify(a.nodes)).toBe(JSON.stringify(b.nodes));
    const big = buildContent({ ...OPTS, scale: 3 });
    // The generated episodes (ids from IDS.episode; a few hand-written fixtures sit below).
    const episodes = (c: typeof a) =>
      c.nodes.filter((n) => n.type === 'episode' && (n.id as number) >= IDS.episode);
    expect(episodes(big).length).toBe(3 * episodes(a).length);
    const bigById = new Map(big.nodes.map((n) => [n.id, n]));
    // Titles are stable, except the saint-of-the-day episodes, named after their (scaled) date.
    const saintShow = a.nodes.find((n) => n.title === 'Le Saint du jour')?.id;
    for (const n of episodes(a).filter((e) => e.show_id !== saintShow))
      expect(bigById.get(n.id)?.title).toBe(n.title);
  });
});
