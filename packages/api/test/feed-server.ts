import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const here = import.meta.dirname;
export const FEED_FIXTURES = join(here, 'fixtures', 'feeds');
/** Transcripts and chapters the fixtures' items link (/transcripts/…, /chapters/…). */
const DOC_FIXTURES = join(here, 'fixtures', 'docs');
const DOC_TYPES: Record<string, string> = {
  vtt: 'text/vtt',
  srt: 'application/x-subrip',
  json: 'application/json',
  html: 'text/html',
};
const MEDIA = join(here, '..', 'fixtures');

/**
 * A podcast host in miniature for the feed tests (and the browser journey's set-up): serves the
 * fixtures under /feeds/ with `{{BASE}}` (this server) and `{{AUDIO}}` (where enclosures point)
 * filled in, ETag and 304 on If-None-Match, artwork under /images/, and the faults of a bad
 * host: /missing (404), /loop-a ⇄ /loop-b (redirect loop), /huge (a body past any limit),
 * /slow (never answers), /broken (500); transcripts and chapters under /transcripts/ and
 * /chapters/ (ETag and 304 too). `hits` counts requests per path.
 */
export class FeedServer {
  private server?: Server;
  base = '';
  readonly hits = new Map<string, number>();
  /** Path under /feeds/ (or a document's name) → fixture file, so that one URL can serve another version. */
  readonly routes = new Map<string, string>();
  /** More `{{NAME}}` placeholders filled in the fixtures (another server's address, say). */
  readonly vars = new Map<string, string>();
  private readonly held: import('node:http').ServerResponse[] = [];

  constructor(private readonly audioBase?: string) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      if (path.startsWith('/feeds/')) {
        const name = this.routes.get(path.slice(7)) ?? path.slice(7);
        let text: string;
        try {
          text = readFileSync(join(FEED_FIXTURES, name.replace(/[^a-z0-9.-]/gi, '')), 'utf8');
        } catch {
          res.writeHead(404).end('introuvable');
          return;
        }
        let body = text
          .replaceAll('{{BASE}}', this.base)
          .replaceAll('{{AUDIO}}', this.audioBase ?? `${this.base}/audio`)
          .replaceAll('{{LOCAL}}', MEDIA);
        for (const [name, value] of this.vars) body = body.replaceAll(`{{${name}}}`, value);
        const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag }).end(body);
        return;
      }
      if (path.startsWith('/transcripts/') || path.startsWith('/chapters/')) {
        const wanted = path.slice(path.indexOf('/', 1) + 1);
        const name = (this.routes.get(wanted) ?? wanted).replace(/[^a-z0-9.-]/gi, '');
        let body: Buffer;
        try {
          body = readFileSync(join(DOC_FIXTURES, name));
        } catch {
          res.writeHead(404).end('introuvable');
          return;
        }
        const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag }).end();
          return;
        }
        const type = DOC_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
        res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, etag }).end(body);
        return;
      }
      if (path.startsWith('/images/')) {
        res
          .writeHead(200, { 'content-type': 'image/jpeg' })
          .end(readFileSync(join(MEDIA, 'images', 'article-vitrail.jpg')));
        return;
      }
      if (path.startsWith('/audio/')) {
        try {
          const file = readFileSync(join(MEDIA, 'audio', path.slice(7).replace(/[^a-z0-9.-]/gi, '')));
          res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': file.length }).end(file);
        } catch {
          res.writeHead(404).end();
        }
        return;
      }
      if (path === '/redirect') {
        // A host that sends its visitors wherever it is asked to (an open redirect).
        const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
        res.writeHead(302, { location: to }).end();
        return;
      }
      if (path === '/loop-a' || path === '/loop-b') {
        res.writeHead(302, { location: path === '/loop-a' ? '/loop-b' : '/loop-a' }).end();
        return;
      }
      if (path === '/huge') {
        // No Content-Length: the size limit must stop the read itself.
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const push = () => {
          while (sent < 64 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', push);
          }
          res.end();
        };
        res.on('close', () => res.removeAllListeners('drain'));
        push();
        return;
      }
      if (path === '/slow') {
        this.held.push(res);
        return;
      }
      if (path === '/broken') {
        res.writeHead(500).end('erreur');
        return;
      }
      res.writeHead(404).end('introuvable');
    });
    await new Promise<void>((r) => this.server?.listen(port, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  async close(): Promise<void> {
    for (const r of this.held) r.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((r) => this.server?.close(() => r()));
  }
}
