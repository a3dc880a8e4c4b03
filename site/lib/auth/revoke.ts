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
