// The shared page cache and its radio cookie, and forms posted from another site, through the real
// site: a random `radio` cookie must not fill the cache (nor a CDN keyed on the cookie), a forged one
// must not reach other visitors, and a server action from a foreign Origin is a 403, not a 500.
import { expect, test } from '@playwright/test';
import { API, SITE } from '../../e2e/support/env';

type Radio = {
  tid: number;
  name: string;
  shortname?: string;
  code: string;
  liveURL: string;
  parentRegionTid?: number | null;
  parentRegionName?: string | null;
  aroundMeAlias?: string | null;
};

/** The radio cookie as the region selector writes it for a radio of the list (its eight fields). */
const selectorCookie = (r: Radio, name = r.shortname || r.name) =>
  encodeURIComponent(
    JSON.stringify({
      radioTid: r.tid,
      radioName: name,
      radioLiveURL: r.liveURL,
      radioCode: r.code,
      radioNationalTid: 9,
      parentRegionTid: r.parentRegionTid ?? null,
      parentRegionName: r.parentRegionName ?? '',
      aroundMeAlias: r.aroundMeAlias ?? '',
    }),
  );

const page = (cookie?: string) =>
  fetch(`${SITE}/grille-des-programmes`, {
    headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie: `radio=${cookie}` }) },
  });

test('random radio cookies share the page without a cookie: no new page in the cache, none kept by a CDN', async () => {
  await (await page()).text();
  const states: string[] = [];
  for (let i = 0; i < 25; i++) {
    const r = await page(
      encodeURIComponent(`{"radioCode":"Radio${i}${Math.random()}","radioTid":${i + 100}}`),
    );
    await r.text();
    states.push(r.headers.get('x-page-cache') ?? '');
    expect(r.headers.get('cache-control')).toBe('private, max-age=0');
    const junk = await page(`x${Math.random()}`);
    await junk.text();
    states.push(junk.headers.get('x-page-cache') ?? '');
  }
  // Each is the copy the page without a cookie filled (hit), never a render of its own (miss).
  expect(states.filter((s) => s !== 'hit' && s !== 'stale')).toEqual([]);
  expect((await page()).headers.get('cache-control')).toMatch(/^public, /);
});

test("a forged radio cookie of a known radio is rendered from that radio's own cookie, and reaches nobody", async () => {
  const radios = (await (await fetch(`${API}/content/terms/radio?_format=json`)).json()) as Radio[];
  const lyon = radios.find((r) => r.code !== 'RCFNational') as Radio;
  const genuine = selectorCookie(lyon);
  const forged = selectorCookie(lyon, 'PIRATE');
  const attacker = await page(forged);
  const html = await attacker.text();
  expect(html).not.toContain('PIRATE');
  expect(html).toContain(lyon.shortname || lyon.name);
  expect(attacker.headers.get('cache-control')).toBe('private, max-age=0');
  const listener = await page(genuine);
  expect(await listener.text()).not.toContain('PIRATE');
  expect(listener.headers.get('cache-control')).toMatch(/^public, /);
});

test('a server action posted from another site is refused with 403 and a French sentence, not a 500', async () => {
  const attempts: RequestInit[] = [
    {
      headers: {
        'next-action': '0'.repeat(40),
        origin: 'https://evil.example',
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: '[]',
    },
    {
      headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_00"\r\n\r\n\r\n--x--\r\n',
    },
    {
      headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    },
    // A host of its own choosing, as if a proxy had said so: believed from a trusted proxy only.
    {
      headers: {
        'next-action': '0'.repeat(40),
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: '[]',
    },
  ];
  for (const init of attempts) {
    const r = await fetch(`${SITE}/contact`, { method: 'POST', ...init });
    expect(r.status).toBe(403);
    expect(await r.text()).toBe('Requête refusée : ce formulaire a été envoyé depuis un autre site.');
  }
  // The site's own origin is not refused here (Next then answers the unknown action).
  const own = await fetch(`${SITE}/contact`, {
    method: 'POST',
    headers: { 'next-action': '0'.repeat(40), origin: SITE, 'content-type': 'text/plain;charset=UTF-8' },
    body: '[]',
  });
  expect(own.status).not.toBe(403);
});
