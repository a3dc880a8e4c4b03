import type { Db } from '../db/index.js';

/** Cognito's longest access-token lifetime (an app client allows 5 minutes to 1 day). */
const LONGEST_ACCESS_TOKEN_MS = 24 * 3600_000;

/**
 * Sessions ended before their tokens expire, kept in the database so that every API instance
 * refuses them:
 * - one session (sign-out, account deletion): its `origin_jti` and `jti` in `revoked_tokens`, until
 *   the last token it names has expired;
 * - every session of a listener (« Se déconnecter de tous les appareils », a password change or
 *   reset, after the identity's GlobalSignOut): a cut-off in `session_cutoffs`, and each token of
 *   that listener issued at or before it (`iat`, in seconds) is refused.
 * The check costs one indexed read per authenticated request (both lists at once); what was refused
 * is remembered in memory (a revocation is never undone, a cut-off only moves forward), what was
 * accepted is not (another instance may revoke).
 */
export class Revocations {
  private known = new Set<string>();
  private cutoffs = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** True when the session is revoked, or the token (`iat`) was issued at or before its listener's cut-off. */
  async isRevoked(ids: readonly string[], who?: { sub: string; iat: number }): Promise<boolean> {
    if (ids.some((id) => this.known.has(id))) return true;
    if (who && who.iat <= (this.cutoffs.get(who.sub) ?? Number.NEGATIVE_INFINITY)) return true;
    if (!ids.length && !who) return false;
    const [row] = await this.db.query<{ revoked: string[] | null; not_before: number | string | null }>(
      `SELECT (SELECT array_agg(jti) FROM revoked_tokens WHERE jti = ANY($1::text[]) AND expires_at > now()) AS revoked,
              (SELECT floor(extract(epoch FROM not_before))::float8 FROM session_cutoffs
                WHERE sub = $2 AND expires_at > now()) AS not_before`,
      [ids, who?.sub ?? null],
    );
    if (this.known.size > 10_000) this.known.clear();
    if (this.cutoffs.size > 10_000) this.cutoffs.clear();
    for (const jti of row?.revoked ?? []) this.known.add(jti);
    if (who && row?.not_before !== null && row?.not_before !== undefined) {
      this.cutoffs.set(who.sub, Number(row.not_before));
    }
    return (row?.revoked?.length ?? 0) > 0 || (!!who && who.iat <= (this.cutoffs.get(who.sub) ?? -Infinity));
  }

  /** Records the session ids until `expiresAt` (the token's `exp`); expired rows are purged. */
  async revoke(ids: readonly string[], expiresAt: Date): Promise<void> {
    if (!ids.length) return;
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM revoked_tokens WHERE expires_at <= now()');
      await tx.query(
        `INSERT INTO revoked_tokens (jti, expires_at) SELECT unnest($1::text[]), $2
         ON CONFLICT (jti) DO UPDATE SET expires_at = GREATEST(revoked_tokens.expires_at, EXCLUDED.expires_at)`,
        [ids, expiresAt.toISOString()],
      );
    });
    for (const id of ids) this.known.add(id);
  }

  /**
   * Ends every session of `sub` issued until now (the database's clock, shared by every instance):
   * its tokens are refused from here on, those of a sign-in in a later second accepted. The cut-off
   * only moves forward; it is kept as long as a token issued before it may live.
   */
  async cutOff(sub: string): Promise<void> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM session_cutoffs WHERE expires_at <= now()');
      return tx.query<{ not_before: number | string }>(
        `INSERT INTO session_cutoffs (sub, not_before, expires_at)
         VALUES ($1, now(), now() + $2 * interval '1 millisecond')
         ON CONFLICT (sub) DO UPDATE SET not_before = GREATEST(session_cutoffs.not_before, EXCLUDED.not_before),
           expires_at = GREATEST(session_cutoffs.expires_at, EXCLUDED.expires_at)
         RETURNING floor(extract(epoch FROM not_before))::float8 AS not_before`,
        [sub, LONGEST_ACCESS_TOKEN_MS],
      );
    });
    const at = rows[0]?.not_before;
    if (at !== undefined) this.cutoffs.set(sub, Number(at));
  }
}
