/**
 * Whether an error means the database cannot be reached (down, restarting, network cut), as
 * opposed to a bad query: such failures answer 503 with a French message and `Retry-After`, and
 * the pool reconnects by itself once the server is back (no restart of the API).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
/** SQLSTATE: class 08 (connection exception), 57P01–57P03 (shutdown, crash, not yet accepting). */
const SQLSTATE = /^(08...|57P0[123])$/;
/** node-postgres' own wording when the socket closes under a query or a connection times out. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  // Node's AggregateError (IPv4 and IPv6 both refused) carries the causes.
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable);
}

export const DATABASE_UNAVAILABLE =
  'Service momentanément indisponible : la base de données ne répond pas. Réessayez dans quelques instants.';

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_S = 10;
