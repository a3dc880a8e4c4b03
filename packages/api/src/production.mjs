// Start-up refusals of production (APP_ENV=production). Plain ESM so that `npm start`
// (scripts/start.mjs) refuses before it builds anything, and the API's own entry point refuses
// with the same rules when it is started on its own. Types: production.d.mts.

/** The key of the e-mail encryption that ships with the code: public, development only. */
export const DEV_CONTACT_TOKEN = 'dev-contact-token-change-me-in-production';

/** An Amazon Cognito user pool id: `<region>_<id>`; the local identity's ids start with `local_`. */
const COGNITO_POOL_ID = /^(?<region>[a-z]{2}(?:-[a-z]+)+-\d)_[A-Za-z0-9]+$/;

export const isProduction = (env) => env.APP_ENV === 'production';

/**
 * The values APP_ENV may take (unset: development). Anything else is refused at start, by name:
 * `Production`, `prod` or `production ` would otherwise run as development (local identity keys
 * trusted, error details shown, pages open to indexing) on a production host.
 */
export const APP_ENVS = ['development', 'test', 'staging', 'production'];

/** The refusal of an APP_ENV that is not one of APP_ENVS, or null. */
export function appEnvProblem(env) {
  const value = env.APP_ENV;
  if (value === undefined || APP_ENVS.includes(value)) return null;
  const shown = JSON.stringify(value);
  return {
    variable: 'APP_ENV',
    fr: `valeur ${shown} inconnue : ${APP_ENVS.join(', ')} (en minuscules, sans espace) ; laisser vide vaut development`,
    en: `unknown value ${shown}: ${APP_ENVS.join(', ')} (lower case, no space); unset means development`,
  };
}

/**
 * What keeps a production start from being safe, one entry per variable, each in French and
 * English: identity not configured (the API would otherwise trust the local identity service's
 * key, whose private half ships inside cognito-local), the e-mail key left at its public
 * development value, PGlite without an explicit opt-in (PGlite is one process on one disk).
 */
export function productionProblems(env) {
  const unknown = appEnvProblem(env);
  if (unknown) return [unknown];
  if (!isProduction(env)) return [];
  const problems = [];
  const add = (variable, fr, en) => problems.push({ variable, fr, en });
  const poolId = env.COGNITO_USER_POOL_ID ?? '';
  const pool = COGNITO_POOL_ID.exec(poolId);
  if (!poolId)
    add(
      'COGNITO_USER_POOL_ID',
      "absent : l'identifiant du groupe d'utilisateurs Amazon Cognito est obligatoire",
      'missing: the Amazon Cognito user pool id is required',
    );
  else if (!pool)
    add(
      'COGNITO_USER_POOL_ID',
      `« ${poolId} » n'est pas un groupe Amazon Cognito (<région>_<identifiant>) ; le service d'identité local est réservé au développement`,
      `"${poolId}" is not an Amazon Cognito user pool (<region>_<id>); the local identity service is for development only`,
    );
  if (!env.COGNITO_CLIENT_ID)
    add(
      'COGNITO_CLIENT_ID',
      "absent : l'identifiant du client de l'application est obligatoire (les jetons d'autres clients sont refusés)",
      "missing: the app client id is required (other clients' tokens are refused)",
    );
  if (!env.COGNITO_REGION)
    add(
      'COGNITO_REGION',
      'absent : la région du groupe Cognito est obligatoire',
      "missing: the Cognito pool's region is required",
    );
  else if (pool && pool.groups.region !== env.COGNITO_REGION)
    add(
      'COGNITO_REGION',
      `« ${env.COGNITO_REGION} » n'est pas la région du groupe ${poolId}`,
      `"${env.COGNITO_REGION}" is not the region of pool ${poolId}`,
    );
  const issuer = pool ? `https://cognito-idp.${pool.groups.region}.amazonaws.com/${poolId}` : undefined;
  if (issuer && env.JWT_ISSUER && env.JWT_ISSUER !== issuer)
    add('JWT_ISSUER', `doit être ${issuer} (ou rester vide)`, `must be ${issuer} (or be left empty)`);
  if (issuer && env.JWKS_URL && env.JWKS_URL !== `${issuer}/.well-known/jwks.json`)
    add(
      'JWKS_URL',
      `doit être ${issuer}/.well-known/jwks.json (ou rester vide)`,
      `must be ${issuer}/.well-known/jwks.json (or be left empty)`,
    );
  if (env.IDENTITY_ENDPOINT && !env.IDENTITY_ENDPOINT.startsWith('https://'))
    add(
      'IDENTITY_ENDPOINT',
      `« ${env.IDENTITY_ENDPOINT} » désigne le service d'identité local : laisser vide (point d'accès d'Amazon Cognito)`,
      `"${env.IDENTITY_ENDPOINT}" is the local identity service: leave it empty (Amazon Cognito's endpoint)`,
    );
  const token = env.CONTACT_TOKEN ?? '';
  if (!token)
    add(
      'CONTACT_TOKEN',
      'absent : la clé secrète du chiffrement des e-mails est obligatoire',
      'missing: the secret key of the e-mail encryption is required',
    );
  else if (token === DEV_CONTACT_TOKEN)
    add(
      'CONTACT_TOKEN',
      'laissé à la valeur de développement, publique : choisir une clé secrète',
      'left at the public development value: choose a secret key',
    );
  else if (token.length < 32)
    add(
      'CONTACT_TOKEN',
      'trop court : 32 caractères au moins (par exemple « openssl rand -hex 32 »)',
      'too short: at least 32 characters (e.g. "openssl rand -hex 32")',
    );
  if (!env.DATABASE_URL && env.PGLITE_IN_PRODUCTION !== '1')
    add(
      'DATABASE_URL',
      'absent : renseigner un PostgreSQL, ou PGLITE_IN_PRODUCTION=1 pour assumer PGlite (une seule instance, un seul processus)',
      'missing: set a PostgreSQL URL, or PGLITE_IN_PRODUCTION=1 to accept PGlite (one instance, one process)',
    );
  return problems;
}

/** The refusal as printed: a header, then one line per variable in French and English. */
export function formatProblems(problems) {
  const unknownEnv = problems.some((p) => p.variable === 'APP_ENV');
  return [
    unknownEnv
      ? 'Démarrage refusé / Start-up refused:'
      : 'Démarrage refusé en production (APP_ENV=production) / Start-up refused in production:',
    ...problems.map((p) => `  - ${p.variable} : ${p.fr}\n    ${p.variable}: ${p.en}`),
  ].join('\n');
}
