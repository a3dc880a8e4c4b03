// Amazon Cognito authorizes its operations two ways: a listener's own operations (sign-up, sign-in,
// codes, and those carrying the listener's access token) need no AWS credentials, and every other
// one — ListUsers, AdminGetUser, AdminCreateUser, DescribeUserPool… — must be signed (AWS
// Signature V4) with IAM credentials allowed to call it. cognito-local answered them to anyone who
// could reach the port: the list of users, their attributes and MFA settings. Here they need a
// signature by the service's own key pair, created at first start in
// ${DATA_DIR}/identity/admin-credentials.json (readable by its owner only), which the operator's
// create-user script and the tests read. Signatures are checked with @smithy/signature-v4 (the AWS
// SDK's signer), recomputed over the headers the request says it signed.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { SignatureV4 } from '@smithy/signature-v4';
import { readJson } from './extensions.mjs';

/** What Cognito authorizes without IAM: unauthenticated, or with the listener's own token or session. */
export const PUBLIC_TARGETS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'DeleteUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'GetUserAuthFactors',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
]);

/** Signed requests older or newer than this are refused (AWS: 5 minutes of clock skew). */
const SKEW_MS = 5 * 60_000;

/** node:crypto as the hash the signer expects (SHA-256, HMAC-SHA-256 when given a secret). */
export class Sha256 {
  constructor(secret) {
    this.hash = secret ? createHmac('sha256', secret) : createHash('sha256');
  }
  update(data) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const refusal = (type, message) => ({ type, message });

/** The service's key pair: created once, kept in `file` (mode 0600). */
export function adminCredentials(file) {
  if (!existsSync(file)) {
    const created = {
      accessKeyId: `AKIDLOCAL${randomBytes(6).toString('hex').toUpperCase()}`,
      secretAccessKey: randomBytes(30).toString('base64'),
    };
    writeFileSync(file, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  }
  const { accessKeyId, secretAccessKey } = readJson(file, {});
  return { accessKeyId, secretAccessKey };
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/;

const TARGET = /^AWSCognitoIdentityProviderService\.([A-Za-z]+)$/;

/** `check(req, body)`: null when the request may go on, else the refusal (AWS JSON error). */
export function createAdminAuth(credentials) {
  async function check(req, body) {
    // Only a well-formed target naming one public operation goes unsigned: cognito-local reads the
    // second dot-separated part, so "….ListUsers.SignUp" must not pass as SignUp.
    const named = TARGET.exec(String(req.headers['x-amz-target'] ?? ''));
    if (named && PUBLIC_TARGETS.has(named[1] ?? '')) return null;
    const header = String(req.headers.authorization ?? '');
    if (!header) return refusal('MissingAuthenticationTokenException', 'Missing Authentication Token');
    const m = AUTH.exec(header);
    if (!m) return refusal('IncompleteSignatureException', 'The request signature is malformed.');
    const [, keyId, , region, service, signedHeaders, signature] = m;
    if (keyId !== credentials.accessKeyId)
      return refusal('UnrecognizedClientException', 'The security token included in the request is invalid.');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    const when = date ? Date.UTC(+date[1], +date[2] - 1, +date[3], +date[4], +date[5], +date[6]) : Number.NaN;
    if (!(Math.abs(Date.now() - when) <= SKEW_MS))
      return refusal('InvalidSignatureException', 'Signature expired or missing X-Amz-Date.');
    // A signed payload hash must be the body's: the signer trusts the header over the body.
    const declared = req.headers['x-amz-content-sha256'];
    if (declared !== undefined && declared !== createHash('sha256').update(body).digest('hex'))
      return refusal(
        'InvalidSignatureException',
        'The provided x-amz-content-sha256 does not match the body.',
      );
    const names = signedHeaders.split(';');
    const headers = Object.fromEntries(names.map((n) => [n, String(req.headers[n] ?? '')]));
    const signer = new SignatureV4({ service, region, credentials, sha256: Sha256, applyChecksum: false });
    const signed = await signer.sign(
      { method: req.method, protocol: 'http:', hostname: '', path: '/', query: {}, headers, body },
      { signingDate: new Date(when), signableHeaders: new Set(names) },
    );
    const expected = /Signature=([0-9a-f]+)$/.exec(String(signed.headers.authorization))?.[1] ?? '';
    const same =
      expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
    return same
      ? null
      : refusal(
          'InvalidSignatureException',
          'The request signature we calculated does not match the signature you provided.',
        );
  }
  return { check };
}
