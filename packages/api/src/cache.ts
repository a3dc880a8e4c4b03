import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicRead, STALE_IF_ERROR_S, ttlFor } from './http-cache.js';

/** A cached answer: its JSON, its content type and the ETag it was sent with. */
export interface CachedAnswer {
  body: string;
  type: string;
  etag?: string | undefined;
}

const cacheable = (req: FastifyRequest) => req.method === 'GET' && isPublicRead(req);

/**
 * A small in-process cache of public GET responses (content is read-only between seeds, and
 * PGlite answers one query at a time): popular episodes, grids and lists are served from memory.
 * Only anonymous requests to routes without `security` (not user-scoped) are cached, so no
 * personal data is ever stored here. Least recently used entries go first. A cache that can be
 * lost: each instance keeps its own, nothing invalidates it, entries live the public TTL
 * (`ttlFor`, 10–60 s), the same time a CDN may keep them.
 */
export class ResponseCache {
  private readonly entries = new Map<
    string,
    { body: string; expires: number; staleUntil: number; type: string; etag: string | undefined }
  >();
  /** UTF-16 code units held (≈ bytes of V8 one-byte strings, half of two-byte ones). */
  private size = 0;
  hits = 0;
  misses = 0;
  /** Answers served from a stale copy while the database was down. */
  staleHits = 0;

  /**
   * Bounded by entries AND by characters: a count alone lets a few thousand large list or
   * search pages hold hundreds of megabytes (the memory of a long run would keep growing).
   */
  constructor(
    readonly maxEntries: number,
    readonly maxChars = 32 * 1024 * 1024,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const now = Date.now();
    if (e.staleUntil < now) {
      this.remove(key);
      return undefined;
    }
    // Expired but kept for a database outage (`stale`).
    if (e.expires < now) return undefined;
    // Re-insert: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  /** The copy of `key` even past its TTL, within its stale window: for when the database is down. */
  stale(key: string): CachedAnswer | undefined {
    const e = this.entries.get(key);
    return e && e.staleUntil >= Date.now() ? e : undefined;
  }

  /** Keeps `body` (and its ETag) fresh for `ttlMs`, then `staleMs` more for `stale()` only. */
  set(key: string, body: string, type: string, ttlMs: number, staleMs = 0, etag?: string): void {
    if (this.maxEntries <= 0 || body.length + key.length > this.maxChars / 8) return;
    this.remove(key);
    const expires = Date.now() + ttlMs;
    this.entries.set(key, { body, type, expires, staleUntil: expires + staleMs, etag });
    this.size += body.length + key.length;
    while (this.entries.size > this.maxEntries || this.size > this.maxChars) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** Characters held by the cached bodies and keys. */
  get chars(): number {
    return this.size;
  }

  get count(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  private remove(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.size -= e.body.length + key.length;
    this.entries.delete(key);
  }
}

export function installResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  // Callback style (no promise per request): a hit is answered here and `done` is not called.
  app.addHook('onRequest', (req, reply, done) => {
    if (!cacheable(req)) return done();
    const hit = cache.get(req.url);
    if (!hit) {
      cache.misses++;
      return done();
    }
    cache.hits++;
    // Its Cache-Control comes from the policy in http-cache.ts, as for a miss. Its ETag is the
    // one @fastify/etag computed for the miss: the plugin neither hashes the body again nor skips
    // the If-None-Match comparison (304) when the header is already there.
    if (hit.etag) reply.header('etag', hit.etag);
    reply.header('x-cache', 'HIT').type(hit.type).send(hit.body);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    // A copy from this cache (fresh or stale) is not stored again: a stale one would look fresh.
    if (!cacheable(req) || reply.statusCode !== 200 || reply.hasHeader('x-cache')) return done(null, payload);
    if (typeof payload !== 'string') return done(null, payload);
    const ttl = ttlFor(req.url);
    const etag = reply.getHeader('etag');
    cache.set(
      req.url,
      payload,
      String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      ttl * 1000,
      STALE_IF_ERROR_S * 1000,
      typeof etag === 'string' ? etag : undefined,
    );
    reply.header('x-cache', 'MISS');
    done(null, payload);
  });
}

/**
 * While the database is unreachable, a public read this process answered in the last minutes is
 * served again from its stale copy (`x-cache: STALE`), as a CDN would with `stale-if-error`.
 */
export function staleFallback(cache: ResponseCache) {
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (!cacheable(req)) return false;
    const copy = cache.stale(req.url);
    if (!copy) return false;
    cache.staleHits++;
    if (copy.etag) reply.header('etag', copy.etag);
    reply.code(200).header('x-cache', 'STALE').type(copy.type).send(copy.body);
    return true;
  };
}
