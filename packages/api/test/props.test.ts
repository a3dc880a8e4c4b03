import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Harness, startApi } from './harness.js';

/**
 * Robustness rule: "Property-based tests over every route parameter and API parameter: no 5xx, no stack
 * trace". Every operation of the API's own OpenAPI document is called with generated path,
 * query and body values; answers must be < 500, and errors the JSON `{ status, message }`.
 */

interface Param {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: { type?: string; enum?: unknown[] };
}
interface Operation {
  method: string;
  path: string;
  params: Param[];
  body: boolean;
}

const USER = 'prop-user-1';
const RUNS = Number(process.env.PROPS_RUNS || 12);

/** Values that have broken parsers elsewhere, beside the random ones. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '..',
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE episode; --',
  '<script>alert(1)</script>',
  '\u0000',
  '\uFFFF',
  '😀',
  'é'.repeat(300),
  'a'.repeat(5000),
  '&&&',
  ':*',
  '!(',
  '\\',
];

const anyValue = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
);

const bodyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record(
    {
      wso2_uid: fc.oneof(fc.constant(USER), anyValue, fc.jsonValue({ maxDepth: 1 })),
      user_id: fc.oneof(fc.constant(USER), anyValue, fc.jsonValue({ maxDepth: 1 })),
      sub: fc.oneof(fc.constant(USER), anyValue),
      show_id: fc.oneof(fc.integer(), anyValue, fc.jsonValue({ maxDepth: 1 })),
      media_id: fc.oneof(fc.integer(), anyValue),
      episode_id: fc.oneof(fc.integer(), anyValue),
      offset: fc.oneof(fc.integer(), fc.double(), anyValue),
      status: fc.oneof(fc.integer({ min: -2, max: 3 }), anyValue),
      field_replay_offset: fc.oneof(fc.integer(), fc.double(), anyValue, fc.jsonValue({ maxDepth: 1 })),
      field_replay_status: fc.oneof(fc.integer({ min: -2, max: 3 }), anyValue),
      field_replay_media_id: fc.oneof(fc.integer(), anyValue),
      field_replay_wso2_uid: fc.oneof(fc.constant(USER), anyValue),
      email: fc.oneof(fc.emailAddress(), anyValue),
      oldEmail: fc.oneof(fc.emailAddress(), anyValue),
      newEmail: fc.oneof(fc.emailAddress(), anyValue),
      radio: anyValue,
      birthdate: anyValue,
      civility: anyValue,
      country: anyValue,
    },
    { requiredKeys: [] },
  ),
);

function operations(spec: {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: unknown }>>;
}) {
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: !!op.requestBody });
    }
  }
  return ops;
}

/** A stack trace or a file path in an answer would be an information leak. */
const LEAK =
  /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|TypeError|ReferenceError|SyntaxError:|error: |PGlite|relation "/;

/**
 * One API on `backend` for the file's tests, and `call`: a request that fails the test on a 5xx, a
 * missing security header, an error that is not `{ status, message }` in JSON, or a leak.
 */
function propsApi(backend: (typeof BACKENDS)[number]) {
  let api: Harness;
  let auth: { authorization: string };

  beforeAll(async () => {
    // Writes are rate-limited per client; every generated call comes from one client here. Errors
    // are logged, so that a 5xx found here comes with its stack in the test output.
    api = await startApi(backend, { WRITE_RATE_LIMIT: '1000000', LOG_LEVEL: 'error' });
    auth = await api.bearer(USER, 'prop@example.org');
  }, 180_000);
  afterAll(async () => api?.close());

  async function call(
    method: string,
    url: string,
    opts: { body?: unknown; rawBody?: string; auth?: boolean; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...(opts.auth ? auth : {}), ...(opts.headers ?? {}) };
    let payload: string | undefined;
    if (opts.rawBody !== undefined) {
      payload = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const r = await api.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    const where = `${method} ${url.slice(0, 200)} → ${r.statusCode} ${r.body.slice(0, 300)}`;
    expect(r.statusCode, where).toBeLessThan(500);
    expect(r.headers['x-content-type-options'], where).toBe('nosniff');
    expect(r.headers['content-security-policy'], where).toBeTruthy();
    if (r.statusCode >= 400 && method !== 'HEAD') {
      expect(String(r.headers['content-type']), where).toContain('application/json');
      const body = r.json();
      expect(body, where).toEqual({ status: r.statusCode, message: expect.any(String) });
      expect(body.message.length, where).toBeGreaterThan(0);
    }
    if (method !== 'HEAD' && (String(r.headers['content-type']).includes('json') || r.statusCode >= 400)) {
      expect(r.body, where).not.toMatch(LEAK);
    }
    return r;
  }
  return {
    get api() {
      return api;
    },
    call,
  };
}

describe.each(BACKENDS)('bad input on every API route (%s)', (backend) => {
  const t = propsApi(backend);

  it('the OpenAPI document lists the four base paths, media, SDK and live routes', () => {
    const ops = operations(t.api.app.swagger() as never);
    const prefixes = new Set(ops.map((o) => o.path.split('/')[1]));
    for (const p of ['content', 'second', 'contact', 'mailing', 'media', 'sdk', 'live'])
      expect(prefixes).toContain(p);
    expect(ops.length).toBeGreaterThan(60);
  });

  it('robustness rule "no 5xx, no stack trace": generated path and query values on every operation', async () => {
    const ops = operations(t.api.app.swagger() as never).filter((o) => o.path !== '/live/{file}');
    for (const op of ops) {
      const pathParams = op.params.filter((p) => p.in === 'path');
      const queryParams = op.params.filter((p) => p.in === 'query');
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...pathParams.map(() => fc.oneof(anyValue, fc.constant(USER)))),
          fc.subarray(queryParams),
          fc.array(anyValue, { minLength: queryParams.length, maxLength: queryParams.length }),
          fc.option(fc.tuple(fc.string({ maxLength: 10 }), anyValue), { nil: undefined }),
          fc.boolean(),
          fc.option(bodyValue, { nil: undefined }),
          async (values, chosen, queryValues, extra, withAuth, body) => {
            let i = 0;
            const path = op.path.replace(/\{([^}]+)\}/g, () => {
              const v = String(values[i++] ?? '');
              return encodeURIComponent(v);
            });
            const q = new URLSearchParams();
            for (const [j, p] of chosen.entries()) q.append(p.name, String(queryValues[j] ?? ''));
            if (extra) q.append(extra[0] || 'x', String(extra[1]));
            const qs = q.toString();
            await t.call(op.method, `${path}${qs ? `?${qs}` : ''}`, {
              auth: withAuth,
              ...(op.method !== 'GET' && op.method !== 'DELETE' ? { body: body ?? {} } : {}),
            });
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 600_000);

  it('robustness rule: bad bodies on every write: invalid JSON, wrong types, foreign user ids, no token', async () => {
    const writes = operations(t.api.app.swagger() as never).filter((o) => o.method !== 'GET');
    for (const op of writes) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        /id|Id$/.test(name) && name !== 'userId' ? '1' : name === 'encrypted' ? 'ab'.repeat(40) : USER,
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            bodyValue.map((b) => ({ body: b as unknown })),
            fc
              .constantFrom(
                '{',
                '{"a":',
                'null',
                '[]',
                '"x"',
                '{"show_id":1e999}',
                '\u0000',
                'x'.repeat(70_000),
              )
              .map((raw) => ({ rawBody: raw })),
          ),
          fc.boolean(),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
          ),
          async (payload, withAuth, type) => {
            await t.call(op.method, path, { ...payload, auth: withAuth, headers: { 'content-type': type } });
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 600_000);

  it('robustness rule: live, media and SDK files: unknown codes, traversal and broken Range headers give 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyValue,
          fc.constantFrom('RCFNowhere.mp3', '..%2f..%2fpackage.json', 'RCF.mp3', 'a.mp3.mp3'),
        ),
        async (v) => {
          // Only names that cannot be a seeded radio: a real code would stream without end.
          const file = /^RCF(National|[A-Z][a-z]+)\.mp3$/.test(v) ? `${v}x` : v;
          await t.call('GET', `/live/${encodeURIComponent(file)}`);
          await t.call('HEAD', `/live/${encodeURIComponent(file)}`);
        },
      ),
      { numRuns: RUNS * 3 },
    );
    for (const p of [
      '/sdk/..%2f..%2fpackage.json',
      '/sdk/%2e%2e/%2e%2e/package.json',
      '/media/audio/..%2f..%2fpackage.json',
      '/media/images/930x557/..%2f..%2f..%2fpackage.json',
      '/media/images/nope/x.jpg',
    ]) {
      const r = await t.call('GET', p);
      expect(r.statusCode, p).toBeGreaterThanOrEqual(400);
      expect(r.body, p).not.toContain('"dependencies"');
    }
    const episode = await t.call('GET', '/content/api/episode/1?_format=json');
    const audio = episode.statusCode === 200 ? String(episode.json().audio_file ?? '') : '';
    const audioPath = audio ? new URL(audio).pathname : '';
    if (audioPath) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            anyValue.map((v) => `bytes=${v}`),
            fc
              .tuple(fc.integer({ min: -5, max: 1e9 }), fc.integer({ min: -5, max: 1e9 }))
              .map(([a, b]) => `bytes=${a}-${b}`),
            fc.constantFrom(
              'bytes=',
              'bytes=-',
              'bytes=0-0,1-1,2-2',
              'items=0-1',
              'bytes=99999999999999999999-',
              'bytes=5-1',
            ),
          ),
          async (range) => {
            const r = await t.call('GET', audioPath, { headers: { range } });
            expect([200, 206, 416, 400], range).toContain(r.statusCode);
          },
        ),
        { numRuns: RUNS * 3 },
      );
    }
  }, 300_000);
});
