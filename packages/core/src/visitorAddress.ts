/**
 * The visitor's address, from the site's server to the API. The contact and newsletter forms are
 * sent by the site's server, so the API would see one client (the site) for every visitor, and one
 * visitor could use up the write limit of all. The site's server adds the address its own visitor
 * came from, signed: `X-Radio-Visitor: <address> <unix seconds> <HMAC-SHA256 of "visitor:<address>:<seconds>">`,
 * keyed by the secret only the site's server and the API hold (CONTACT_TOKEN). The API counts the
 * write limit per that address when the signature holds and is fresh; anyone else's header is
 * ignored (the caller is then the client the socket or a proxy of TRUST_PROXY names).
 */
import { hmacSign, hmacVerify } from './hmac';

export const VISITOR_HEADER = 'x-radio-visitor';
/** How long a signed address is accepted: the time of one form's round trip, with clocks apart. */
export const VISITOR_TTL_S = 60;

/** An IPv4 or IPv6 address as Node writes it (`::ffff:203.0.113.9` included), nothing else. */
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

const message = (address: string, seconds: string) => `visitor:${address}:${seconds}`;

/** The header's value for `address`, or null when it is no address. */
export async function signVisitor(
  address: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string | null> {
  if (!ADDRESS.test(address)) return null;
  const t = String(nowSeconds);
  return `${address} ${t} ${await hmacSign(secret, message(address, t))}`;
}

/** The address a header names when its signature holds and it is fresh; null otherwise. */
export async function verifiedVisitor(
  header: unknown,
  secret: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string | null> {
  if (!secret || typeof header !== 'string' || header.length > 120) return null;
  const [address, t, signature, ...rest] = header.split(' ');
  if (rest.length || !address || !t || !signature || !ADDRESS.test(address) || !/^\d{1,12}$/.test(t))
    return null;
  if (Math.abs(nowSeconds - Number(t)) > VISITOR_TTL_S) return null;
  return (await hmacVerify(secret, message(address, t), signature)) ? address : null;
}
