import type { AddressInfo } from 'node:net';
import type { Harness } from './harness.js';

/** What a test reads of one HTTP answer. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * The harness's API on a real socket (loopback, a free port): requests go through Node's HTTP
 * parser and every layer a client meets (CORS, caching, limits), not Fastify's injection.
 */
export async function overHttp(api: Harness) {
  if (!api.app.server.listening) await api.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = api.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    async request(
      path: string,
      init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
    ): Promise<HttpAnswer> {
      const res = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.body === undefined
          ? {}
          : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
      });
      return { status: res.status, headers: res.headers, text: await res.text() };
    },
  };
}

export type Http = Awaited<ReturnType<typeof overHttp>>;
