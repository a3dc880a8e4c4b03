/**
 * The address of the visitor a request comes from, as the site's server (server/main.ts) finds it:
 * the socket's peer, or, when that peer is a proxy named in TRUST_PROXY (the CDN, nginx), the
 * address that proxy forwarded (X-Forwarded-For, read by proxy-addr as Fastify does). Never what a
 * visitor claims. The server writes it in VISITOR_SEEN over any such header the request carried;
 * the forms' server actions sign it for the API (core's visitorAddress.ts), which then counts its
 * write limit per visitor instead of per site.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** The request header the site's server sets (and overwrites) with the visitor's address. */
export const VISITOR_SEEN = 'x-radio-visitor-address';

type Env = Record<string, string | undefined>;

/** Which peers may tell the visitor's address: TRUST_PROXY's addresses and CIDR ranges (none by default). */
export function proxyTrust(env: Env = process.env): (address: string, hop: number) => boolean {
  const list = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? proxyaddr.compile(list) : () => false;
}

/** The visitor's address: the first one, from the socket inwards, that is not a trusted proxy. */
export function visitorAddress(
  req: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string {
  return proxyaddr(req, trust);
}
