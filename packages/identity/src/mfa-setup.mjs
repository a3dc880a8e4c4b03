// Setting up a second factor, as Cognito does it: an authenticator app (AssociateSoftwareToken,
// VerifySoftwareToken, RFC 6238 with one step of drift) during the MFA_SETUP challenge or from the
// account settings with an access token, then SetUserMFAPreference; GetUser reports the settings.
import {
  attributeValue,
  CognitoError,
  InvalidParameterError,
  jwt,
  NotAuthorizedError,
} from './cognito-local.mjs';
import { checkTotp, newSecret } from './totp.mjs';

/** The MFA set-up handlers; `store` holds the sign-in sessions, `addMfa` turns a method on. */
export function createMfaSetup({ services, now, store, addMfa }) {
  const { sessions, openSession, sessionFor } = store;
  const poolFor = (ctx, clientId) => services.cognito.getUserPoolForClientId(ctx, clientId);

  async function accessUser(ctx, accessToken) {
    const claims = jwt.decode(accessToken ?? '');
    if (!claims) throw new NotAuthorizedError('Invalid Access Token');
    const userPool = await poolFor(ctx, claims.client_id);
    const user = await userPool.getUserByUsername(ctx, claims.sub);
    if (!user) throw new NotAuthorizedError('Invalid Access Token');
    return { userPool, user };
  }

  return {
    /** With an access token (account settings) or the session of an MFA_SETUP challenge. */
    async AssociateSoftwareToken(ctx, req) {
      const secret = newSecret();
      if (req.Session && !req.AccessToken) {
        const s = sessionFor(req.Session, 'MFA_SETUP');
        sessions.delete(req.Session);
        return {
          SecretCode: secret,
          Session: openSession(
            await services.cognito.getUserPool(ctx, s.poolId),
            { Username: s.username },
            'MFA_SETUP',
            {
              secret,
            },
          ),
        };
      }
      const { userPool, user } = await accessUser(ctx, req.AccessToken);
      await userPool.saveUser(ctx, {
        ...user,
        SoftwareTokenMfaConfiguration: { ...user.SoftwareTokenMfaConfiguration, PendingSecret: secret },
      });
      return { SecretCode: secret };
    },

    async VerifySoftwareToken(ctx, req) {
      if (!req.UserCode) throw new InvalidParameterError('Missing required parameter UserCode');
      const mismatch = () => new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
      if (req.Session && !req.AccessToken) {
        const s = sessionFor(req.Session, 'MFA_SETUP');
        if (!s.secret) throw new InvalidParameterError('No software token associated with this session');
        const userPool = await services.cognito.getUserPool(ctx, s.poolId);
        const user = await userPool.getUserByUsername(ctx, s.username);
        const step = checkTotp(s.secret, req.UserCode, now() / 1000);
        if (!user || step === null) throw mismatch();
        sessions.delete(req.Session);
        await addMfa(ctx, userPool, user, 'SOFTWARE_TOKEN_MFA', {
          SoftwareTokenMfaConfiguration: {
            Secret: s.secret,
            Verified: true,
            LastTimeStep: step,
            FriendlyDeviceName: req.FriendlyDeviceName,
          },
          PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
        });
        return {
          Status: 'SUCCESS',
          Session: openSession(userPool, user, 'MFA_SETUP', { totpVerified: true }),
        };
      }
      const { userPool, user } = await accessUser(ctx, req.AccessToken);
      const pending = user.SoftwareTokenMfaConfiguration?.PendingSecret;
      if (!pending) throw new InvalidParameterError('User has not associated a software token');
      const step = checkTotp(pending, req.UserCode, now() / 1000);
      if (step === null) throw mismatch();
      // Verified, not yet enabled: SetUserMFAPreference turns it on (as with Cognito).
      await userPool.saveUser(ctx, {
        ...user,
        SoftwareTokenMfaConfiguration: {
          Secret: pending,
          Verified: true,
          LastTimeStep: step,
          FriendlyDeviceName: req.FriendlyDeviceName,
        },
      });
      return { Status: 'SUCCESS' };
    },

    async SetUserMFAPreference(ctx, req) {
      const { userPool, user } = await accessUser(ctx, req.AccessToken);
      const methods = new Set(user.UserMFASettingList ?? []);
      let preferred = user.PreferredMfaSetting;
      const apply = (settings, type) => {
        if (!settings) return;
        if (settings.Enabled) methods.add(type);
        else if (settings.Enabled === false) methods.delete(type);
        if (settings.PreferredMfa) preferred = type;
        else if (settings.PreferredMfa === false && preferred === type) preferred = undefined;
      };
      if (req.SoftwareTokenMfaSettings?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
        throw new InvalidParameterError('User has not verified software token mfa');
      }
      if (req.EmailMfaSettings?.Enabled && attributeValue('email_verified', user.Attributes) !== 'true') {
        throw new InvalidParameterError('User does not have a verified email address');
      }
      if (req.SMSMfaSettings?.Enabled)
        throw new InvalidParameterError('SMS MFA is not enabled for this user pool');
      apply(req.SoftwareTokenMfaSettings, 'SOFTWARE_TOKEN_MFA');
      apply(req.EmailMfaSettings, 'EMAIL_OTP');
      if (preferred && !methods.has(preferred)) preferred = undefined;
      await userPool.saveUser(ctx, {
        ...user,
        UserMFASettingList: [...methods],
        PreferredMfaSetting: preferred,
        UserLastModifiedDate: services.clock.get(),
      });
      return {};
    },

    async GetUser(ctx, req) {
      const { user } = await accessUser(ctx, req.AccessToken);
      return {
        Username: user.Username,
        UserAttributes: user.Attributes,
        UserMFASettingList: user.UserMFASettingList?.length ? user.UserMFASettingList : undefined,
        PreferredMfaSetting: user.PreferredMfaSetting,
      };
    },
  };
}
