/**
 * The request id of the page being served, for the site's calls to the API: the site's server
 * (server/observe.ts) runs each request in an AsyncLocalStorage kept on `globalThis` (Next's
 * server bundles and this server are separate module graphs), and the API client adds the id to
 * its calls as a W3C `traceparent` header. Why traceparent and not X-Request-Id: Next's data
 * cache keys fetches by their headers, except the trace context ones; a per-request header of
 * any other name would make every cached content call a miss.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = { id: string };

export const REQUEST_STORE = Symbol.for('radio.requestContext');

const store = () => (globalThis as { [REQUEST_STORE]?: AsyncLocalStorage<RequestContext> })[REQUEST_STORE];

/** The id of the request being served in this async context (32 hex digits), if any. */
export const currentRequestId = (): string | undefined => store()?.getStore()?.id;

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A new request id: a trace id of the W3C trace context (16 random bytes, hex). */
export const newRequestId = () => hex(16);

/** `traceparent` for a call made while serving request `id` (a fresh parent id per call). */
export const traceparent = (id: string) => `00-${id}-${hex(8)}-01`;

/** The trace id of a `traceparent` header, when it is a valid one. */
export function traceIdOf(header: string | string[] | undefined): string | undefined {
  const m = typeof header === 'string' ? /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(header) : null;
  return m && !/^0+$/.test(m[1] as string) ? m[1] : undefined;
}

/** `init` with the current request's traceparent (unchanged outside a request). */
export function withRequestId(init?: RequestInit): RequestInit | undefined {
  const id = currentRequestId();
  if (!id) return init;
  const headers = new Headers(init?.headers);
  headers.set('traceparent', traceparent(id));
  return { ...init, headers };
}
