import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshPostgresDatabase, TestIssuer } from './harness.js';

/**
 * Durability rule: "The API is killed with SIGKILL during a burst of favourite and tracker writes: after
 * restart no write that was acknowledged is lost and none is half-written". The built API runs
 * as a child process on its own port and data directory; the test kills it in the middle of a
 * burst, starts it again on the same database and reads everything back.
 */

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

class ApiProcess {
  child?: ChildProcess;
  log = '';
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start(timeoutMs = 240_000) {
    this.child = spawn(process.execPath, ['dist/main.js'], {
      cwd: pkg,
      env: {
        ...process.env,
        ...this.env,
        HOST: '127.0.0.1',
        API_PORT: String(this.port),
        API_ORIGIN: this.origin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (d) => {
      this.log += String(d);
    });
    this.child.stderr?.on('data', (d) => {
      this.log += String(d);
    });
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child.exitCode !== null) throw new Error(`l'API s'est arrêtée :\n${this.log.slice(-3000)}`);
      try {
        const r = await fetch(`${this.origin}/health`, { signal: AbortSignal.timeout(2000) });
        if (r.ok) return;
      } catch {
        // still starting
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`l'API ne répond pas :\n${this.log.slice(-3000)}`);
  }
  async kill(signal: NodeJS.Signals) {
    const c = this.child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill(signal);
    await gone;
  }
}

interface Ack {
  kind: 'favorite' | 'tracker';
  user: string;
  id: number;
  key: number;
  offset?: number;
}

/** The API process's environment: its data folder, the test issuer's keys, no write limit. */
function processEnv(dataDir: string, issuer: TestIssuer): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    JWKS_URL: issuer.jwksUrl,
    JWT_ISSUER: issuer.url,
    COGNITO_CLIENT_ID: 'test-client',
    LOG_LEVEL: 'warn',
    WRITE_RATE_LIMIT: '1000000',
    APP_ENV: 'test',
  };
}

describe.each(BACKENDS)('SIGKILL during a burst of writes (%s)', (backend) => {
  let issuer: TestIssuer;
  let api: ApiProcess;
  let dataDir: string;
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // npm test builds before vitest; a direct vitest run builds the bundle here if needed.
    if (!existsSync(join(pkg, 'dist', 'main.js')))
      execFileSync(process.execPath, ['build.mjs'], { cwd: pkg });
    issuer = await new TestIssuer().start();
    dataDir = mkdtempSync(join(tmpdir(), 'radio-api-faults-'));
    const env = processEnv(dataDir, issuer);
    if (backend === 'postgres') {
      const fresh = await freshPostgresDatabase('radio_faults');
      env.DATABASE_URL = fresh.url;
      dropDb = fresh.drop;
    }
    api = new ApiProcess(await freePort(), env);
    await api.start();
  }, 300_000);

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await issuer?.close();
    await dropDb?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('robustness rule "after restart no write that was acknowledged is lost and none is half-written"', async () => {
    const shows = (await (
      await fetch(`${api.origin}/content/api/nodes?type=show&items_per_page=50`)
    ).json()) as {
      rows?: { id: number }[];
    };
    const showIds = (shows.rows ?? []).map((r) => r.id);
    expect(showIds.length).toBeGreaterThan(5);
    const episodes = (await (
      await fetch(`${api.origin}/content/episodes_by_show/${showIds[0]}?items_per_page=10`)
    ).json()) as {
      rows: { id: number }[];
    };
    const mediaIds = episodes.rows.map((r) => r.id);
    expect(mediaIds.length).toBeGreaterThan(3);

    const USERS = 12;
    const users = Array.from({ length: USERS }, (_, i) => `fault-user-${backend}-${i}`);
    const tokens = new Map<string, string>();
    for (const u of users) tokens.set(u, `Bearer ${await issuer.token(u, `${u}@example.org`)}`);

    const acks: Ack[] = [];
    /** Every offset sent per (user, media), acknowledged or not: a stored offset must be one of them. */
    const sent = new Map<string, Set<number>>();
    let stop = false;
    let killAt = 0;
    const post = async (user: string, path: string, body: unknown) => {
      const r = await fetch(`${api.origin}/content${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: tokens.get(user) as string },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (r.status !== 200 && r.status !== 201) throw new Error(`${path} → ${r.status} ${await r.text()}`);
      return (await r.json()) as { id: number };
    };

    const writer = async (w: number) => {
      const user = users[w % USERS] as string;
      for (let n = 0; !stop; n++) {
        try {
          if (n % 2 === 0) {
            const show = showIds[(Math.floor(n / 2) + w) % showIds.length] as number;
            const res = await post(user, '/entity/favorite', { wso2_uid: user, show_id: show });
            acks.push({ kind: 'favorite', user, id: res.id, key: show });
          } else {
            const media = mediaIds[n % mediaIds.length] as number;
            const offset = (n * 1000 + w) % 3_000_000;
            const k = `${user}/${media}`;
            if (!sent.has(k)) sent.set(k, new Set());
            sent.get(k)?.add(offset);
            const res = await post(user, '/entity/rcf_tracking_replay', {
              field_replay_wso2_uid: user,
              field_replay_media_id: media,
              field_replay_offset: offset,
              field_replay_status: 1,
            });
            acks.push({ kind: 'tracker', user, id: res.id, key: media, offset });
          }
        } catch {
          // After the kill every call fails: only acknowledged writes are checked.
          if (killAt) return;
        }
        if (acks.length >= 150 && !killAt) {
          killAt = Date.now();
          await api.kill('SIGKILL');
        }
      }
    };
    const bounded = setTimeout(() => {
      stop = true;
    }, 60_000);
    await Promise.all(Array.from({ length: 16 }, (_, w) => writer(w)));
    clearTimeout(bounded);
    stop = true;
    expect(killAt, 'the API was killed during the burst').toBeGreaterThan(0);
    expect(acks.length).toBeGreaterThanOrEqual(150);

    await api.start();
    for (const user of users) {
      const auth = { authorization: tokens.get(user) as string };
      const favs = (await (
        await fetch(`${api.origin}/content/favorites/${user}`, { headers: auth })
      ).json()) as {
        id: number;
        show_id: number;
      }[];
      for (const f of favs) {
        expect(Number.isInteger(f.id) && Number.isInteger(f.show_id), JSON.stringify(f)).toBe(true);
        expect(showIds).toContain(f.show_id);
      }
      for (const a of acks.filter((x) => x.user === user && x.kind === 'favorite')) {
        expect(favs, `favori ${a.id} de ${user}`).toContainEqual({ id: a.id, show_id: a.key });
      }
      for (const media of mediaIds) {
        const rows = (await (
          await fetch(`${api.origin}/content/rcf_tracking_replay/${user}/${media}`, { headers: auth })
        ).json()) as Record<string, unknown>[];
        const mine = acks.filter((x) => x.user === user && x.kind === 'tracker' && x.key === media);
        if (mine.length === 0) continue;
        expect(rows, `${user}/${media}`).toHaveLength(1);
        const row = JSON.stringify(rows[0]);
        // The stored position is one that was sent (acknowledged, or in flight at the kill), never a mix.
        const offsets = [...(sent.get(`${user}/${media}`) ?? [])];
        const stored = Number(
          (rows[0] as Record<string, unknown>).field_replay_offset ??
            (rows[0] as Record<string, unknown>).offset,
        );
        expect(offsets, row).toContain(stored);
        expect(row).toContain(user);
        expect(
          mine.map((m) => m.id),
          row,
        ).toContain(Number((rows[0] as Record<string, unknown>).id));
      }
    }
  }, 300_000);
});
