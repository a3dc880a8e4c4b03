import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encryptEmail } from '@radio/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiProcessSuite, command, startApiProcess } from './api-process.js';
import { CONTACT_TOKEN } from './harness.js';

const MARIE = { sub: '7d1c2a50-0000-4000-8000-00000000b4c1', email: 'marie.sauvegarde@example.fr' };

/**
 * `npm run backup` / `npm run restore` on PGlite: a backup taken from the running API, the data
 * folder wiped, the file restored (API stopped), and every kind of record found again —
 * favourites, resume positions, listen later, contact profile, imported feeds. Then a restore
 * made by the running API itself: what came after the backup is gone, the API never stopped.
 */
describe('backup, wipe, restore (PGlite)', () => {
  const t = apiProcessSuite('radio-backup-');
  const file = join(t.dataDir, 'sauvegardes', 'radio.tar.gz');
  let ids: { show: number; episode: number };

  const call = async (method: string, path: string, body?: object) => {
    const token = await t.issuer.token(MARIE.sub, MARIE.email);
    const r = await fetch(`${t.api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: r.status, body: await r.json() };
  };

  /** Every record the listener and the radio made, as the API reads them back. */
  async function records() {
    const contactPath = `/contact/${await encryptEmail(MARIE.email, CONTACT_TOKEN)}`;
    const favourites = await call('GET', `/content/favorites/${MARIE.sub}`);
    const position = await call('GET', `/content/rcf_tracking_replay/${MARIE.sub}/${ids.episode}`);
    const later = await call('GET', `/content/listen-later/${MARIE.sub}/ids`);
    const contact = await call('GET', contactPath);
    const found = await (await fetch(`${t.api.url}/content/search?q=Tamié&_format=json`)).text();
    const refresh = await command('src/feeds/cli.ts', ['refresh', '--all'], t.env);
    return {
      favourite: JSON.stringify(favourites.body).includes(`"show_id":${ids.show}`),
      position: position.body[0]?.offset,
      later: JSON.stringify(later.body).includes(String(ids.episode)),
      radio: contact.body.radio,
      episode: found.includes('Les moines de Tamié et le fromage'),
      feed: refresh.stdout.includes(t.feeds.url('/feeds/podcasting20.xml')),
    };
  }

  beforeAll(async () => {
    const first = async (type: string) =>
      (
        await (
          await fetch(`${t.api.url}/content/api/nodes?type=${type}&items_per_page=1&_format=json`)
        ).json()
      ).rows[0].id;
    ids = { show: Number(await first('show')), episode: Number(await first('episode')) };
  }, 60_000);

  it('every record is back after a backup from the running API, a wiped folder and a restore', async () => {
    expect(
      (await call('POST', '/content/entity/favorite', { wso2_uid: MARIE.sub, show_id: ids.show })).status,
    ).toBeLessThan(300);
    const position = {
      field_replay_wso2_uid: MARIE.sub,
      field_replay_media_id: ids.episode,
      field_replay_offset: 1234,
      field_replay_status: 1,
    };
    expect((await call('POST', '/content/entity/rcf_tracking_replay', position)).status).toBeLessThan(300);
    expect(
      (await call('POST', '/content/entity/listen_later', { wso2_uid: MARIE.sub, episode_id: ids.episode }))
        .status,
    ).toBeLessThan(300);
    expect(
      (await call('POST', '/contact/updateRadio', { email: MARIE.email, radio: 'RCFNational' })).status,
    ).toBe(200);
    const imported = await command(
      'src/feeds/cli.ts',
      ['import', t.feeds.url('/feeds/podcasting20.xml'), '--category', 'vie-spirituelle'],
      t.env,
    );
    expect(imported.code).toBe(0);
    const before = await records();
    expect(before).toEqual({
      favourite: true,
      position: 1234,
      later: true,
      radio: 'RCFNational',
      episode: true,
      feed: true,
    });

    const backup = await command('src/operator/cli.ts', ['backup', file], t.env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Sauvegarde écrite : .*radio\.tar\.gz \([\d.]+ Mo ; par l'API en service, requêtes en attente \d+ ms\)\.\n$/,
    );
    expect(statSync(file).size).toBeGreaterThan(1024 * 1024);

    await t.api.stop();
    rmSync(join(t.dataDir, 'pglite'), { recursive: true, force: true });
    const restored = await command('src/operator/cli.ts', ['restore', file], t.env);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Base restaurée depuis ${file}`);
    t.api = await startApiProcess(t.env);
    expect(await records()).toEqual(before);
  }, 300_000);

  it('restore while the API runs: it swaps the folder and keeps answering; later records are gone', async () => {
    const later = {
      field_replay_wso2_uid: MARIE.sub,
      field_replay_media_id: ids.episode,
      field_replay_offset: 99,
    };
    expect((await call('POST', '/content/entity/rcf_tracking_replay', later)).status).toBeLessThan(300);
    expect((await records()).position).toBe(99);
    const pid = t.api.child.pid;
    const r = await command('src/operator/cli.ts', ['restore', file], t.env);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /par l'API en service ; l'ancienne base est gardée dans .*pglite\.before-restore-/,
    );
    expect(t.api.child.pid).toBe(pid);
    expect(t.api.child.exitCode).toBeNull();
    expect((await records()).position).toBe(1234);
  }, 300_000);

  it('a file that is not a backup changes nothing (exit 1, French message), API running or not', async () => {
    const junk = join(t.dataDir, 'pas-une-sauvegarde.tar.gz');
    writeFileSync(junk, 'ceci n’est pas une sauvegarde');
    const r = await command('src/operator/cli.ts', ['restore', junk], t.env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("n'est pas une sauvegarde lisible");
    expect((await records()).position).toBe(1234);
    expect((await command('src/operator/cli.ts', ['restore'], t.env)).code).toBe(2);
    expect(existsSync(join(t.dataDir, 'pglite'))).toBe(true);
  }, 120_000);
});
