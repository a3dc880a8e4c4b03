/** aws-amplify v6 configuration on the client, from what the server read (see server-config.ts). */
import { Amplify } from 'aws-amplify';

export type PublicAuthConfig = {
  userPoolId: string;
  userPoolClientId: string;
  /** The local identity service; absent for Amazon Cognito's regional endpoint. */
  userPoolEndpoint?: string;
  /** Shown in authenticator apps (TOTP set-up). */
  appName: string;
};

let current: PublicAuthConfig | null = null;

/** Idempotent: configures Amplify once per distinct configuration. */
export function configureAmplify(config: PublicAuthConfig): void {
  if (
    current?.userPoolId === config.userPoolId &&
    current.userPoolClientId === config.userPoolClientId &&
    current.userPoolEndpoint === config.userPoolEndpoint
  ) {
    return;
  }
  current = config;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
        userAttributes: {
          email: { required: true },
          given_name: { required: true },
          family_name: { required: true },
        },
      },
    },
  });
}

export function publicAuthConfig(): PublicAuthConfig | null {
  return current;
}
