// Every route of the API that needs a listener's token, with a well-formed request for each, so a
// test can try one token on all of them. The list is checked against the routes the API documents
// with a bearer token (OpenAPI `security`): a new user route without an entry here fails the test.
import { encryptEmail } from '@radio/core';
import { IDS } from '../src/seed/index.js';
import { CONTACT_TOKEN, type Harness } from './harness.js';

export type UserRouteCall = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: object };

/** The documented operations that need a bearer token, as "METHOD /path/{param}". */
export function securedOperations(api: Harness): string[] {
  const spec = api.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
  return Object.entries(spec.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/** A well-formed call to each user route for the listener `sub` (e-mail `email`), by documented operation. */
export async function userRouteCalls(sub: string, email: string): Promise<Record<string, UserRouteCall>> {
  const enc = await encryptEmail(email, CONTACT_TOKEN);
  const ep = IDS.episode;
  const c = (method: UserRouteCall['method'], url: string, body?: object): UserRouteCall => ({
    method,
    url,
    ...(body ? { body } : {}),
  });
  return {
    'GET /content/tracker-listening-by-user/{userId}/{status}/{itemPerPage}': c(
      'GET',
      `/content/tracker-listening-by-user/${sub}/all/10`,
    ),
    'GET /content/rcf_tracking_replay/{userId}/{mediaId}': c(
      'GET',
      `/content/rcf_tracking_replay/${sub}/${ep}`,
    ),
    'POST /content/entity/rcf_tracking_replay': c('POST', '/content/entity/rcf_tracking_replay', {
      field_replay_wso2_uid: sub,
      field_replay_media_id: ep,
      field_replay_offset: 5,
    }),
    'PATCH /content/rcf_tracking_replay/{id}': c('PATCH', '/content/rcf_tracking_replay/1', {
      field_replay_offset: 6,
    }),
    'DELETE /content/tracker/{userId}': c('DELETE', `/content/tracker/${sub}`),
    'GET /content/favorites/{userId}': c('GET', `/content/favorites/${sub}`),
    'DELETE /content/favorites/{userId}': c('DELETE', `/content/favorites/${sub}`),
    'GET /content/favorites/content/{userId}': c('GET', `/content/favorites/content/${sub}`),
    'POST /content/entity/favorite': c('POST', '/content/entity/favorite', {
      wso2_uid: sub,
      show_id: IDS.show,
    }),
    'DELETE /content/favorite/{id}': c('DELETE', '/content/favorite/1'),
    'GET /content/listen-later/{userId}': c('GET', `/content/listen-later/${sub}`),
    'DELETE /content/listen-later/{userId}': c('DELETE', `/content/listen-later/${sub}`),
    'GET /content/listen-later/{userId}/ids': c('GET', `/content/listen-later/${sub}/ids`),
    'POST /content/entity/listen_later': c('POST', '/content/entity/listen_later', {
      wso2_uid: sub,
      episode_id: ep,
    }),
    'DELETE /content/listen-later/{userId}/{episodeId}': c('DELETE', `/content/listen-later/${sub}/${ep}`),
    'POST /content/session/revoke': c('POST', '/content/session/revoke'),
    'POST /content/session/revoke-all': c('POST', '/content/session/revoke-all'),
    'GET /second/tracker/{sub}/{mediaId}': c('GET', `/second/tracker/${sub}/${ep}`),
    'POST /second/tracker': c('POST', '/second/tracker', { user_id: sub, media_id: ep, offset: 5 }),
    'PATCH /second/tracker/{id}': c('PATCH', '/second/tracker/1', { offset: 6 }),
    'DELETE /second/tracker/{sub}': c('DELETE', `/second/tracker/${sub}`),
    'GET /contact/newsletters/{encrypted}': c('GET', `/contact/newsletters/${enc}`),
    'POST /contact/newsletters/{encrypted}': c('POST', `/contact/newsletters/${enc}`, { lists: [] }),
    'PATCH /contact/email': c('PATCH', '/contact/email', { oldEmail: email, newEmail: `autre.${email}` }),
    'POST /contact/updateRadio': c('POST', '/contact/updateRadio', { email, radio: 'nat' }),
    'POST /contact/dons/{encrypted}': c('POST', `/contact/dons/${enc}`),
    'GET /contact/{encrypted}': c('GET', `/contact/${enc}`),
    'POST /contact/{encrypted}': c('POST', `/contact/${enc}`, { city: 'Lyon' }),
    'DELETE /contact/{encrypted}': c('DELETE', `/contact/${enc}`),
  };
}
