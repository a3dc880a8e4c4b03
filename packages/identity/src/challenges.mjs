// The sign-in protocol of Amazon Cognito that cognito-local 5.3.0 lacks or gets wrong: real
// sessions, USER_AUTH with SELECT_CHALLENGE (password or e-mail code first), SOFTWARE_TOKEN_MFA and
// EMAIL_OTP, SELECT_MFA_TYPE, MFA_SETUP (authenticator app or e-mail), NEW_PASSWORD_REQUIRED with
// the missing required attributes, the password lockout, and TOTP set-up per RFC 6238 with one step
// of drift. cognito-local keeps the users and issues the tokens. See ../README.md.
//
// The parts: sign-in sessions (sessions.mjs), the steps a sign-in chains (challenge-steps.mjs), the
// InitiateAuth and RespondToAuthChallenge handlers (sign-in.mjs), the MFA set-up (mfa-setup.mjs).

import { createChallengeSteps } from './challenge-steps.mjs';
import { createMfaSetup } from './mfa-setup.mjs';
import { createSessions } from './sessions.mjs';
import { createSignInHandlers } from './sign-in.mjs';

export { FIRST_FACTORS, firstFactorsFor, maskEmail, POOL_MFA_TYPES } from './challenge-steps.mjs';

export function createChallenges({ services, codes, limits, now }) {
  const store = createSessions(now);
  const steps = createChallengeSteps({ services, limits, now, store });
  const handlers = {
    ...createSignInHandlers({ services, codes, store, steps, limits }),
    ...createMfaSetup({ services, now, store, addMfa: steps.addMfa }),
  };
  return { handlers, sessions: store.sessions };
}
