// The pieces of cognito-local 5.3.0 the launcher reuses. The package is CommonJS without an
// `exports` map, so its modules are reachable by path; pino and jsonwebtoken are its own
// dependencies (resolved from its folder, not re-declared here).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
const lib = (path) => require(`cognito-local/lib/${path}`);

export const {
  CognitoError,
  InvalidParameterError,
  NotAuthorizedError,
  PasswordResetRequiredError,
  UserNotConfirmedException,
  UserNotFoundError,
} = lib('errors.js');
export const { createServer } = lib('server/server.js');
export const { Router } = lib('server/Router.js');
export const { DateClock } = lib('services/clock.js');
export const { CognitoServiceFactoryImpl } = lib('services/cognitoService.js');
export const { UserPoolServiceFactoryImpl, attribute, attributesAppend, attributeValue } = lib(
  'services/userPoolService.js',
);
export const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb.js');
export const { JwtTokenGenerator } = lib('services/tokenGenerator.js');
/** The RSA key pair cognito-local signs with (public by design: this is a development service). */
export const privateKey = lib('keys/cognitoLocal.private.json');
export const publicKey = lib('keys/cognitoLocal.public.json');
export const jwt = fromCognitoLocal('jsonwebtoken');
export const pino = fromCognitoLocal('pino');

/**
 * A new code sent by e-mail through cognito-local's messages (`source`: 'Authentication',
 * 'ResendCode', …) to `address`; returns the code and Cognito's CodeDeliveryDetails.
 */
export async function sendEmailCode(services, ctx, source, req, userPool, user, address) {
  const code = services.otp();
  const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: address };
  await services.messages.deliver(
    ctx,
    source,
    req.ClientId,
    userPool.options.Id,
    user,
    code,
    req.ClientMetadata,
    delivery,
  );
  return { code, delivery };
}
