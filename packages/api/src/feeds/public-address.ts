import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/**
 * What a feed names (its artwork, a redirect it answers with) is chosen by whoever writes the
 * feed, not by the operator: the server reads it only on the public Internet. Loopback, private,
 * link-local (the cloud metadata address 169.254.169.254), unique-local, carrier-grade NAT and the
 * other special ranges are refused, so that a feed cannot make the API read its own network and
 * publish the answer through the image styles (server-side request forgery). The operator's own
 * feed address is trusted as given: an internal podcast host can still be imported.
 */
export function isPublicAddress(ip: string): boolean {
  try {
    return ipaddr.process(ip).range() === 'unicast';
  } catch {
    return false;
  }
}

/** The error code of a connection refused by `publicLookup`, read back by the fetch that made it. */
export const NON_PUBLIC = 'ENONPUBLIC';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The name is checked when the connection is made, on the very addresses it connects to: a name
 * that resolves to a public address when checked and to a private one when used (DNS rebinding)
 * is refused too.
 */
function publicLookup(
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: LookupCallback,
) {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const e: NodeJS.ErrnoException = new Error(`${hostname}: non-public address`);
      e.code = NON_PUBLIC;
      return callback(e, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}

let agent: Agent | undefined;

/** The connection pool for addresses a feed names: every connection goes through `publicLookup`. */
export function publicOnlyAgent(): Agent {
  agent ??= new Agent({ connect: { lookup: publicLookup as never } });
  return agent;
}

/** An address written as an IP is never looked up: it is checked here, before any connection. */
export function isNonPublicLiteral(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && !isPublicAddress(host);
}
