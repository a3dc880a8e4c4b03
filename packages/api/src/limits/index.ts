import ipaddr from 'ipaddr.js';
import type { Queryable } from '../db/index.js';
import { ApiError } from '../errors.js';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

let hits = 0;

/**
 * Who a write limit counts: an IPv4 address, or the /64 network of an IPv6 one. One subscriber line
 * is given a whole /64: counted per address, one person could take a new address for each request.
 */
export function clientKey(address: string): string {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(address);
  } catch {
    return address;
  }
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/**
 * Counts one request of `key` in a fixed window of `windowMs`, in the database: every API
 * instance shares the counter (a per-process counter lets N instances allow N times the limit).
 * One statement, atomic on PostgreSQL and PGlite; expired rows are purged now and then.
 */
export async function hit(db: Queryable, key: string, windowMs: number): Promise<Hit> {
  if (++hits % 500 === 0)
    await db.query("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'");
  const rows = await db.query<{ count: number; ttl: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
     RETURNING count, GREATEST(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::integer AS ttl`,
    [key, windowMs],
  );
  const row = rows[0] as { count: number; ttl: number };
  return { current: Number(row.count), ttl: Number(row.ttl) };
}

type Callback = (err: Error | null, result?: Hit) => void;

/**
 * A store for @fastify/rate-limit over `hit()`: the per-client write limit (WRITE_RATE_LIMIT a
 * minute on each write route, as the plugin counts it) kept in the database, so every instance
 * shares one budget. The key is the client address Fastify derives, which believes
 * X-Forwarded-For only from TRUST_PROXY addresses.
 */
export function databaseStore(db: Queryable) {
  return class DatabaseStore {
    /** The plugin constructs the root store with its options; each route's child names its route. */
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}
    // The plugin passes the route's window (ms) after the callback; its typings omit it.
    incr(key: string, cb: Callback, timeWindow = 60_000): void {
      hit(db, `write:${this.route}:${key}`, timeWindow).then(
        (h) => cb(null, h),
        (err: Error) => cb(err),
      );
    }
    // The plugin passes the route's merged limit options, its route under `routeInfo`.
    child(options: object): DatabaseStore {
      const r = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseStore(undefined, r?.url ? `${[r.method].flat().join(',')} ${r.url}` : '');
    }
  };
}

/** The forms whose requests are counted per e-mail address. */
const ADDRESS_FORMS = ['message', 'newsletter'] as const;

/** The counters that name an address (purged with the rest of a person's data). */
export const addressLimitKeys = (email: string) => ADDRESS_FORMS.map((form) => `${form}:${email}`);

/**
 * A limit per e-mail address on the public forms (newsletter, contact form): whatever address a
 * robot comes from, one listener's inbox receives at most `max` messages per window.
 */
export async function limitAddress(
  db: Queryable,
  form: (typeof ADDRESS_FORMS)[number],
  email: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const h = await hit(db, `${form}:${email}`, windowMs);
  if (h.current > max)
    throw new ApiError(
      429,
      `${ADDRESS_LIMIT_WHAT[form]} pour cette adresse e-mail : ${max} par ${windowName(windowMs)} au plus. Réessayez dans ${Math.ceil(h.ttl / 60_000)} min.`,
    );
}

/** « heure », or « 10 min ». */
const windowName = (ms: number) => (ms === 3_600_000 ? 'heure' : `${Math.round(ms / 60_000)} min`);

/** What a per-address limit counts, as its refusal says it. */
const ADDRESS_LIMIT_WHAT = {
  message: 'Trop de messages',
  newsletter: "Trop de demandes d'inscription",
} as const;
