/**
 * Ends the API's side of a session: the API verifies access tokens offline (JWKS), so revoking
 * the refresh token at the identity provider does not stop an access token already issued. On
 * sign-out and account deletion the site hands the token to `POST /content/session/revoke`, and
 * every API instance refuses it from then on (docs/security.md, "Sessions ended").
 */
export async function revokeApiSession(
  contentApiUrl: string | null,
  accessToken: string | null,
): Promise<void> {
  if (!contentApiUrl || !accessToken) return;
  try {
    await fetch(`${contentApiUrl}/session/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      // Sent even when the page goes away right after (sign-out navigates to /).
      keepalive: true,
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    // Signing out must never be blocked by the API: the token still expires within the hour.
  }
}

/**
 * After the identity ended every session of the listener (GlobalSignOut), the API's side:
 * `POST /content/session/revoke-all` records a cut-off, and every API instance refuses the
 * listener's tokens issued until then. Tried twice; when the API cannot be reached the tokens
 * still end at their expiry (10 minutes), the identity refusing to refresh them already.
 */
export async function cutOffApiSessions(contentApiUrl: string | null, accessToken: string): Promise<void> {
  if (!contentApiUrl) return;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch(`${contentApiUrl}/session/revoke-all`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        keepalive: true,
        signal: AbortSignal.timeout(5000),
      });
      // 401: the token is already refused (another tab ended everything): done as well.
      if (res.ok || res.status === 401) return;
    } catch {
      // unreachable: try once more
    }
  }
}
