import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The error body every API client gets: `{ status, message }` with a French message. */
export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ status, message });
}

export const NOT_FOUND_MESSAGE = 'Fichier introuvable.';

const TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.tgz': 'application/gzip',
};

export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Resolves a client-supplied relative path inside `root`, or null when it would leave `root`
 * (`..`, absolute paths, encoded separators, NUL bytes) or names a hidden file.
 */
export function safeJoin(root: string, requested: string): string | null {
  if (!requested || requested.includes('\0') || requested.includes('\\')) return null;
  const parts = requested.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) return null;
  const base = resolve(root);
  const full = resolve(base, requested);
  const rel = relative(base, full);
  if (!rel || rel.startsWith('..') || rel.split(sep).includes('..')) return null;
  return full;
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a `Range` header against a file of `size` bytes (RFC 9110 §14.1.2).
 * Returns null when the header should be ignored (absent, not bytes, several ranges: we then
 * send the whole file, which the RFC allows), 'unsatisfiable' for a 416, else the range.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    // Suffix range: the last N bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (b !== '' && Number(b) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

export interface SendFileOptions {
  /** Cache-Control value for a successful answer. */
  cacheControl: string;
  /** Content type when the extension is not enough. */
  contentType?: string;
}

/** Weak validator from size and modification time, as static servers commonly do. */
function etagOf(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function fresh(req: FastifyRequest, etag: string, mtime: Date): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) return inm.split(',').some((t) => t.trim() === etag || t.trim() === '*');
  const ims = req.headers['if-modified-since'];
  if (ims) {
    const since = Date.parse(ims);
    return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

/**
 * Sends a file with ETag/Last-Modified, conditional GET (304), `Accept-Ranges` and single
 * byte ranges (206 / 416), open CORS (partners' players and pages load these files).
 * Answers 404 JSON when the file does not exist or is not a regular file.
 */
export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  options: SendFileOptions,
): Promise<FastifyReply> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return sendError(reply, 404, NOT_FOUND_MESSAGE);

  const size = info.size;
  const etag = etagOf(size, info.mtimeMs);
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'Content-Length, Content-Range, Accept-Ranges, ETag')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('cache-control', options.cacheControl)
    .header('content-type', options.contentType ?? contentTypeOf(path));

  if (fresh(req, etag, info.mtime)) return reply.code(304).send();

  // If-Range: a range only applies to the representation the client already has.
  const ifRange = req.headers['if-range'];
  const rangeHeader =
    ifRange && ifRange !== etag && ifRange !== info.mtime.toUTCString() ? undefined : req.headers.range;
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`).header('cache-control', 'no-store');
    return sendError(reply, 416, 'Plage demandée non satisfaisable.');
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  reply.header('content-length', length);
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  // Fastify's HEAD route keeps our Content-Length only when the payload is a stream.
  if (req.method === 'HEAD' || length === 0) return reply.send(Readable.from([]));
  return reply.send(createReadStream(path, { start, end }));
}
