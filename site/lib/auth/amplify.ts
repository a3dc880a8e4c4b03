/**
 * aws-amplify v6 configuration on the client, from what the server read (see server-config.ts).
 * This module pulls in Amplify itself (≈ 60 KB gzip): the store imports it on demand only.
 */
import { Amplify } from 'aws-amplify';
import { type PublicAuthConfig, publicAuthConfig, setAuthConfig } from './config';

export type { PublicAuthConfig } from './config';
export { publicAuthConfig };

let configured: PublicAuthConfig | null = null;

/** Idempotent: configures Amplify once per distinct configuration (and records it). */
export function configureAmplify(config: PublicAuthConfig): void {
  setAuthConfig(config);
  if (
    configured?.userPoolId === config.userPoolId &&
    configured.userPoolClientId === config.userPoolClientId &&
    configured.userPoolEndpoint === config.userPoolEndpoint
  ) {
    return;
  }
  configured = config;
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
