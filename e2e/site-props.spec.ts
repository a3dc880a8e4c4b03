import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { SITE as TEST_SITE } from './support/env';

/**
 * "Property-based tests (fast-check) over every route parameter: no 5xx, no stack trace,
 * the spec's redirects where they apply" — on the site of the test stack, with plain HTTP.
 */

const SITE = process.env.E2E_SITE_URL ?? TEST_SITE;
const RUNS = Number(process.env.SITE_PROPS_RUNS || 6);
const YEAR = new Date().getFullYear();

test.setTimeout(600_000);

const NASTY = [
  '',
  '0',
  '-1',
  '00',
  '1.5',
  '1e3',
  'NaN',
  '..',
  '%2e%2e',
  '%00',
  '<script>',
  "'",
  '"',
  '\\',
  'é',
  '😀',
  'a'.repeat(400),
  'null',
  '[id]',
  '%',
  '%zz',
];
/** One path segment: random text, encoded as a browser would, or a raw nasty string. */
const segment = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.integer({ min: -99999, max: 99999 }).map(String),
  fc.stringMatching(/^[a-z0-9-]{1,40}$/),
);
/** A path segment a router can see (an empty one is a double slash, normalised by a redirect first). */
// Dot segments are resolved by the URL parser before any request is sent: not a route parameter.
const pathSegment = segment.filter((s) => s !== '' && !/^(\.|%2e){1,2}$/i.test(s));
const encode = (s: string) => (/^%(2e|00|zz)|^%$/.test(s) ? s : encodeURIComponent(s));

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

/** One request without following redirects; a streamed redirect (meta refresh) counts as one. */
async function get(path: string): Promise<Answer> {
  const r = await fetch(`${SITE}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const body = r.status >= 300 && r.status < 400 ? '' : await r.text();
  let location = r.headers.get('location');
  const refresh = /<meta[^>]+http-equiv="refresh"[^>]+content="\d+;\s*url=([^"]+)"/i.exec(body);
  if (!location && refresh?.[1]) location = refresh[1].replace(/&amp;/g, '&');
  if (location) location = new URL(location, SITE).pathname;
  return { status: r.status, location, body };
}

/** A stack trace, a file path or a raw error name in the HTML would leak internals. */
const LEAK =
  /\n\s+at \S+ \(|node_modules\/|\.next\/server|webpack-internal|TypeError:|ReferenceError:|ECONNREFUSED/;

/** A path the site cannot decode (a stray %) gets 400 before any route, guards included. */
function malformed(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

function sane(path: string, a: Answer) {
  expect(a.status, `${path} → ${a.status}`).toBeLessThan(500);
  // (after the router's own redirect, if the path also had a double slash)
  if (malformed(path.split('?')[0] ?? path)) expect([400, 308], path).toContain(a.status);
  expect(a.body, path).not.toMatch(LEAK);
}

/**
 * The answer to `path` once it is sane (below 500, no leak, a stray % refused); null for a path the
 * site cannot decode, which no route sees, so no route's rule applies to it.
 */
async function routedAnswer(path: string): Promise<Answer | null> {
  const a = await get(path);
  sane(path, a);
  return malformed(path) ? null : a;
}

const PARAM_ROUTES: ((s: string[]) => string)[] = [
  ([a]) => `/${a}`,
  ([a, b]) => `/${a}/${b}`,
  ([a, b]) => `/${a}/${b}/embed`,
  ([a, b]) => `/articles/${a}/${b}`,
  ([a]) => `/dossiers/${a}`,
  ([a, b]) => `/videos/${a}/${b}`,
  ([a]) => `/partenaires/${a}`,
  ([a]) => `/preview/${a}`,
  ([a]) => `/tag/${a}`,
  ([a]) => `/feed/show/${a}`,
  ([a]) => `/emissions-a-z?lettre=${a}`,
  ([a, b]) => `/recherche?q=${a}&page=${b}`,
  ([a, b]) => `/top-podcasts?page=${a}&radio=${b}`,
  ([a, b]) => `/evenements?page=${a}&radio=${b}`,
  ([a]) => `/?radio=${a}&episode=${a}`,
  ([a]) => `/vie-spirituelle/le-saint-du-jour?episode=${a}`,
  ([a]) => `/grille-des-programmes?radio=${a}`,
  ([a]) => `/mon-compte/${a}`,
];

test('"no 5xx, no stack trace" on every route parameter and query parameter of the site', async () => {
  for (const route of PARAM_ROUTES) {
    await fc.assert(
      fc.asyncProperty(fc.tuple(segment, segment), async ([a, b]) => {
        const path = route([encode(a), encode(b)]);
        sane(path, await get(path));
      }),
      { numRuns: RUNS },
    );
  }
});

/** §5 route guards, written from the spec's words (not from the site's code). */
const fourDigits = (s: string) => /^\d{4}$/.test(s);
const upTo = (s: string, max: number) => /^\d{1,2}$/.test(s) && Number(s) <= max;

test('§5 "Archives by year … not 4 digits, or equal to the current year, redirects to /archives"', async () => {
  const year = fc.oneof(
    pathSegment,
    fc.integer({ min: 1900, max: YEAR + 1 }).map(String),
    fc.constant(String(YEAR)),
  );
  await fc.assert(
    fc.asyncProperty(year, async (y) => {
      const path = `/archives/${encode(y)}`;
      const a = await routedAnswer(path);
      if (!a) return;
      if (!fourDigits(y) || Number(y) === YEAR) expect(a.location, path).toBe('/archives');
      else expect(a.location === '/archives', path).toBe(false);
    }),
    { numRuns: RUNS * 3 },
  );
});

test('§5 archives by year and month, and by day: bad values redirect to /archives', async () => {
  const num = (max: number) => fc.oneof(pathSegment, fc.integer({ min: 0, max }).map(String));
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(pathSegment, fc.integer({ min: 1990, max: YEAR - 1 }).map(String), fc.constant(String(YEAR))),
      num(14),
      async (y, m) => {
        const path = `/archives/${encode(y)}/${encode(m)}`;
        const a = await routedAnswer(path);
        if (!a) return;
        if (!fourDigits(y) || Number(y) === YEAR || !upTo(m, 12)) expect(a.location, path).toBe('/archives');
      },
    ),
    { numRuns: RUNS * 3 },
  );
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(pathSegment, fc.integer({ min: 1990, max: YEAR }).map(String)),
      num(14),
      num(40),
      async (y, m, d) => {
        const path = `/archives/${encode(y)}/${encode(m)}/${encode(d)}`;
        const a = await routedAnswer(path);
        if (!a) return;
        // §5 "day 1-2 digits and 0 to 31; month 1-2 digits and 0 to 12; year … 4 digits; otherwise redirect to /archives".
        if (!upTo(d, 31) || !upTo(m, 12) || !fourDigits(y)) expect(a.location, path).toBe('/archives');
      },
    ),
    { numRuns: RUNS * 3 },
  );
});

test('§5 "/direct/{id}: id must be the product prefix followed by letters and digits, otherwise redirect to /direct/RCFNational"', async () => {
  const id = fc.oneof(
    pathSegment,
    fc.stringMatching(/^RCF[A-Za-z0-9]{1,12}$/),
    fc.constantFrom('RCF', 'rcfNational', 'RCF-Lyon', 'RCFLyon'),
  );
  await fc.assert(
    fc.asyncProperty(id, async (v) => {
      const path = `/direct/${encode(v)}`;
      const a = await routedAnswer(path);
      if (!a) return;
      if (!/^RCF[A-Za-z0-9]+$/.test(v)) expect(a.location, path).toBe('/direct/RCFNational');
      else expect(a.location, path).toBeNull();
    }),
    { numRuns: RUNS * 3 },
  );
});
