import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fetch, type Response } from 'undici';
import { isNonPublicLiteral, NON_PUBLIC, publicOnlyAgent } from './public-address.js';

/** A feed that cannot be imported: its message is French and names what is wrong, for the operator. */
export class FeedError extends Error {
  override readonly name = 'FeedError';
}

export interface FetchLimits {
  /** Largest document read, in bytes (FEED_MAX_MB, default 20 MB: a 1,000-episode feed is ~3 MB). */
  maxBytes: number;
  /** Whole exchange, redirects included (FEED_TIMEOUT_S, default 15 s). */
  timeoutMs: number;
  /** Redirects followed before giving up (a chain this long is a misconfiguration). */
  maxRedirects: number;
}

export const DEFAULT_LIMITS: FetchLimits = {
  maxBytes: Number(process.env.FEED_MAX_MB || 20) * 1024 * 1024,
  timeoutMs: Number(process.env.FEED_TIMEOUT_S || 15) * 1000,
  maxRedirects: 5,
};

/** What the last successful read said about the document, sent back on the next one. */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type Fetched =
  | { status: 'unchanged' }
  | { status: 'ok'; body: Buffer; etag: string | null; lastModified: string | null; contentType: string };

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} Mo`;

export interface FetchOptions {
  accept?: string;
  /**
   * The origin the operator gave (the feed's own address): read wherever it is. Any other
   * address, named by the feed or reached by a redirect, must be public (public-address.ts).
   */
  trustedOrigin?: string;
}

const FEED_ACCEPT = 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

const nonPublic = (url: string) =>
  new FeedError(
    `Adresse non publique refusée : ${url} (un flux ne peut pas faire lire le réseau du serveur).`,
  );

/**
 * Reads a feed or an image by URL (http, https) or local file (a path or file://), with a
 * conditional GET when validators are given. Redirects are followed by hand so that a loop and a
 * too-long chain are told apart, and so that each hop is held to the public-address rule; the body
 * is read up to the size limit and no further.
 */
export async function fetchSource(
  source: string,
  validators: Validators = {},
  limits: FetchLimits = DEFAULT_LIMITS,
  { accept = FEED_ACCEPT, trustedOrigin }: FetchOptions = {},
): Promise<Fetched> {
  if (!/^https?:\/\//i.test(source)) return readLocal(source, validators, limits);
  const trusted = trustedOrigin ?? new URL(source).origin;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const seen = new Set<string>();
  let url = source;
  try {
    for (let hop = 0; ; hop++) {
      seen.add(url);
      const headers: Record<string, string> = { accept, 'user-agent': 'radio-feeds/1.0' };
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      const target = new URL(url);
      const own = target.origin === trusted;
      if (!own && isNonPublicLiteral(target)) throw nonPublic(url);
      const res = await fetch(url, {
        headers,
        redirect: 'manual',
        signal,
        ...(own ? {} : { dispatcher: publicOnlyAgent() }),
      });
      if (res.status >= 300 && res.status < 400 && res.status !== 304) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        if (!location) throw new FeedError(`Redirection ${res.status} sans adresse de destination (${url}).`);
        const next = new URL(location, url).toString();
        if (seen.has(next))
          throw new FeedError(`Boucle de redirections : ${next} renvoie vers une adresse déjà visitée.`);
        if (hop + 1 > limits.maxRedirects)
          throw new FeedError(`Trop de redirections (plus de ${limits.maxRedirects}) depuis ${source}.`);
        url = next;
        continue;
      }
      if (res.status === 304) {
        await res.body?.cancel();
        return { status: 'unchanged' };
      }
      if (res.status === 404 || res.status === 410)
        throw new FeedError(`Flux introuvable (${res.status}) : ${url}.`);
      if (!res.ok) throw new FeedError(`Le serveur du flux a répondu ${res.status} : ${url}.`);
      const declared = Number(res.headers.get('content-length'));
      if (declared > limits.maxBytes) {
        await res.body?.cancel();
        throw new FeedError(`Fichier trop gros : ${mb(declared)} (limite ${mb(limits.maxBytes)}).`);
      }
      const body = await readCapped(res, limits.maxBytes);
      return {
        status: 'ok',
        body,
        etag: res.headers.get('etag'),
        lastModified: res.headers.get('last-modified'),
        contentType: res.headers.get('content-type') ?? '',
      };
    }
  } catch (err) {
    if (err instanceof FeedError) throw err;
    const e = err as Error & { cause?: { code?: string } };
    if (e.cause?.code === NON_PUBLIC) throw nonPublic(url);
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new FeedError(`Délai dépassé : ${url} n'a pas répondu en ${limits.timeoutMs / 1000} s.`);
    throw new FeedError(`Lecture impossible de ${url} : ${e.cause?.code ?? e.message}.`);
  }
}

async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedError(`Fichier trop gros : plus de ${mb(maxBytes)} (limite ${mb(maxBytes)}).`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readLocal(source: string, validators: Validators, limits: FetchLimits): Promise<Fetched> {
  const path = source.startsWith('file:') ? fileURLToPath(source) : source;
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    throw new FeedError(`Fichier introuvable : ${path}.`);
  }
  if (info.size > limits.maxBytes)
    throw new FeedError(`Fichier trop gros : ${mb(info.size)} (limite ${mb(limits.maxBytes)}).`);
  // A file's modification time plays the part of Last-Modified for the refresh job.
  const lastModified = info.mtime.toUTCString();
  if (validators.lastModified === lastModified) return { status: 'unchanged' };
  return { status: 'ok', body: await readFile(path), etag: null, lastModified, contentType: '' };
}
