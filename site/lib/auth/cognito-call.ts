/**
 * One Cognito operation called directly, for what aws-amplify v6 does not offer or hides the outcome
 * of: `GlobalSignOut` (Amplify's `signOut({ global: true })` swallows its failure and clears the
 * tokens anyway, so a listener could be told "signed out everywhere" when nothing ended), and the
 * fresh sign-in that account deletion asks for (Amplify refuses a second sign-in beside the session).
 * Same endpoint and JSON protocol as Amplify: the local identity service, or Cognito's regional one.
 */
import { publicAuthConfig } from './config';
import { AUTH_UNAVAILABLE_MESSAGE, AuthFlowError } from './errors';

export type CognitoJson = Record<string, unknown>;

function endpoint(): string {
  const config = publicAuthConfig();
  if (!config) throw new AuthFlowError('AuthUnavailable', AUTH_UNAVAILABLE_MESSAGE);
  if (config.userPoolEndpoint) return config.userPoolEndpoint;
  const region = config.userPoolId.split('_')[0];
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

/** The app client the site signs in with (operations that name one). */
export function clientId(): string {
  return publicAuthConfig()?.userPoolClientId ?? '';
}

/** Calls `target`; its JSON answer, or an error named like Cognito's (`NotAuthorizedException`…). */
export async function cognitoCall<T extends CognitoJson = CognitoJson>(
  target: string,
  body: CognitoJson,
): Promise<T> {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  const json = (text ? JSON.parse(text) : {}) as CognitoJson;
  if (!res.ok) {
    // Cognito names the error in `__type` ("…#NotAuthorizedException" or the bare name).
    const type = String(json.__type ?? res.headers.get('x-amzn-errortype') ?? 'UnknownError');
    const error = new Error(String(json.message ?? ''));
    error.name = type.split('#').pop()?.split(':')[0] ?? type;
    throw error;
  }
  return json as T;
}
