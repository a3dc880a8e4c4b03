// Sessions that end as Amazon Cognito ends them, driven with the client a backend uses against it:
// GlobalSignOut (the listener's « Se déconnecter de tous les appareils », and after a password
// change or reset), AdminUserGlobalSignOut (an operator's, IAM-signed), and access tokens short
// enough that a session ended at the identity alone stops reaching the API within their lifetime.
import * as cognito from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { errorName, fileInstance, type Instance } from './protocol-service';

const id = await fileInstance();

type Tokens = { AccessToken: string; RefreshToken: string };

async function session(who: Instance, email: string): Promise<Tokens> {
  const out = (await who.passwordAuth(email)).AuthenticationResult;
  return { AccessToken: out?.AccessToken ?? '', RefreshToken: out?.RefreshToken ?? '' };
}

const refresh = (t: Tokens) =>
  errorName(
    id.client.send(
      new cognito.GetTokensFromRefreshTokenCommand({ ClientId: id.ClientId, RefreshToken: t.RefreshToken }),
    ),
  );
const getUser = (t: Tokens) =>
  errorName(id.client.send(new cognito.GetUserCommand({ AccessToken: t.AccessToken })));

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, number>;

describe('GlobalSignOut', () => {
  it("ends every session of the user: each refresh token refused, each access token refused by the identity; other users' sessions and a new sign-in work", async () => {
    await id.signUp('partout@example.fr');
    await id.signUp('voisine@example.fr');
    const phone = await session(id, 'partout@example.fr');
    const laptop = await session(id, 'partout@example.fr');
    const neighbour = await session(id, 'voisine@example.fr');
    expect(await getUser(phone)).toBe('no error');

    await id.client.send(new cognito.GlobalSignOutCommand({ AccessToken: laptop.AccessToken }));

    for (const ended of [phone, laptop]) {
      expect(await refresh(ended)).toBe('NotAuthorizedException: Refresh Token has been revoked');
      expect(await getUser(ended)).toBe('NotAuthorizedException: Access Token has been revoked');
    }
    expect(await getUser(neighbour)).toBe('no error');
    expect(await refresh(neighbour)).toBe('no error');
    const fresh = await session(id, 'partout@example.fr');
    expect(await getUser(fresh)).toBe('no error');
    expect(await refresh(fresh)).toBe('no error');
  });

  it('needs a valid access token: none, a forged one or one already signed out is refused', async () => {
    await id.signUp('jeton@example.fr');
    const s = await session(id, 'jeton@example.fr');
    const globalSignOut = (AccessToken: string) =>
      errorName(id.client.send(new cognito.GlobalSignOutCommand({ AccessToken })));
    expect(await globalSignOut('')).toMatch(/^(InvalidParameterException|NotAuthorizedException)/);
    const [head, body] = s.AccessToken.split('.');
    expect(await globalSignOut(`${head}.${body}.c2lnbmF0dXJl`)).toBe(
      'NotAuthorizedException: Invalid Access Token',
    );
    await id.client.send(new cognito.GlobalSignOutCommand({ AccessToken: s.AccessToken }));
    expect(await globalSignOut(s.AccessToken)).toBe('NotAuthorizedException: Access Token has been revoked');
  });
});

describe('AdminUserGlobalSignOut', () => {
  it("an operator's call, signed with the service's credentials, ends the user's sessions; unsigned it is refused", async () => {
    await id.signUp('operateur@example.fr');
    const s = await session(id, 'operateur@example.fr');
    const request = { UserPoolId: id.pool.userPoolId, Username: 'operateur@example.fr' };
    expect(await errorName(id.client.send(new cognito.AdminUserGlobalSignOutCommand(request)))).toMatch(
      /^(UnrecognizedClientException|InvalidSignatureException)/,
    );
    expect(await getUser(s)).toBe('no error');
    await id.adminClient.send(new cognito.AdminUserGlobalSignOutCommand(request));
    expect(await refresh(s)).toBe('NotAuthorizedException: Refresh Token has been revoked');
    expect(await getUser(s)).toBe('NotAuthorizedException: Access Token has been revoked');
  });
});

describe('token lifetimes', () => {
  it('access and ID tokens live 10 minutes (at most 15), refreshed ones too: a session ended at the identity alone reaches the API no longer than that', async () => {
    await id.signUp('duree@example.fr');
    const out = (await id.passwordAuth('duree@example.fr')).AuthenticationResult;
    expect(out?.ExpiresIn).toBe(600);
    for (const token of [out?.AccessToken ?? '', out?.IdToken ?? '']) {
      const c = claims(token);
      expect((c.exp ?? 0) - (c.iat ?? 0)).toBe(600);
    }
    const refreshed = await id.client.send(
      new cognito.GetTokensFromRefreshTokenCommand({
        ClientId: id.ClientId,
        RefreshToken: out?.RefreshToken ?? '',
      }),
    );
    const c = claims(refreshed.AuthenticationResult?.AccessToken ?? '');
    expect((c.exp ?? 0) - (c.iat ?? 0)).toBe(600);
    expect(refreshed.AuthenticationResult?.ExpiresIn).toBe(600);
  });
});
