/**
 * The site's door to the API in the browser, outside the account pages (./account.ts): the signed-in
 * listener's favourites and the end of a session (the auth store), the header's suggestions, the
 * favourite radio's record. Core's typed clients only; nothing else in site/ calls the API
 * (scripts/house-rules.mjs). The server's calls are in ./server.ts.
 */
import {
  type AccessTokenGetter,
  createContentApi,
  createListeningApi,
  createSearchApi,
  type Favorite,
  isApiError,
  type SearchSuggestions,
} from '@radio/core';

/** The favourites of the signed-in listener (§7 "GET favorites/{userId}"). */
export function loadFavorites(
  contentApiUrl: string,
  userId: string,
  getAccessToken: AccessTokenGetter,
): Promise<Favorite[]> {
  return createContentApi({ baseUrl: contentApiUrl, getAccessToken }).favorites(userId);
}

/** A client for the end of a session: sent even when the page goes away right after, 5 s at most. */
const sessionApi = (contentApiUrl: string, accessToken: string) =>
  createContentApi({
    baseUrl: contentApiUrl,
    getAccessToken: () => accessToken,
    // Sign-out navigates to / right after: keepalive lets the request outlive the page.
    init: { keepalive: true, signal: AbortSignal.timeout(5000) },
  });

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
    await sessionApi(contentApiUrl, accessToken).revokeSession();
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
      await sessionApi(contentApiUrl, accessToken).revokeAllSessions();
      return;
    } catch (e) {
      // 401: the token is already refused (another tab ended everything): done as well.
      if (isApiError(e) && e.status === 401) return;
      // otherwise unreachable or failing: try once more
    }
  }
}

/** The header's instant suggestions for `q`; `signal` aborts it when a newer keystroke comes. */
export function searchSuggestions(
  contentApiUrl: string,
  q: string,
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  return createSearchApi({ baseUrl: contentApiUrl, init: { signal } }).suggest(q);
}

/** One radio's record (§7 "/radio/{code}"), for the switch to the listener's favourite radio. */
export function radioRecord(contentApiUrl: string, code: string) {
  return createListeningApi({ baseUrl: contentApiUrl }).radio(code);
}
