import type { Db } from '../db/index.js';

/**
 * Sessions ended before their tokens expire (sign-out, account deletion). Kept in the database,
 * so every API instance refuses them; a row lives until the last token it names has expired.
 * The check costs one indexed read per authenticated request; refused ids are remembered in
 * memory (a revocation is never undone), accepted ones are not (another instance may revoke).
 */
export class Revocations {
  private known = new Set<string>();

  constructor(private readonly db: Db) {}

  async isRevoked(ids: readonly string[]): Promise<boolean> {
    if (!ids.length) return false;
    if (ids.some((id) => this.known.has(id))) return true;
    const rows = await this.db.query<{ jti: string }>(
      'SELECT jti FROM revoked_tokens WHERE jti = ANY($1::text[]) AND expires_at > now()',
      [ids],
    );
    if (this.known.size > 10_000) this.known.clear();
    for (const r of rows) this.known.add(r.jti);
    return rows.length > 0;
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
}
