#!/usr/bin/env node
// For an operator: creates a listener account that must choose its own password at first sign-in
// (Cognito's AdminCreateUser, status FORCE_CHANGE_PASSWORD). Without a first or last name, the
// listener gives them with the new password (NEW_PASSWORD_REQUIRED lists them).
//
//   npm run identity:create-user -- marie@example.fr [--prenom Marie] [--nom Curie] [--mot-de-passe Provisoire2026]
//
// Local service: the pool is read from ${DATA_DIR}/identity/pool.json and the call is signed with the
// service's own credentials (${DATA_DIR}/identity/admin-credentials.json): like Amazon Cognito, it
// refuses an operator's operation that is not signed. Amazon Cognito: set COGNITO_REGION,
// COGNITO_USER_POOL_ID, leave IDENTITY_ENDPOINT empty, and have AWS credentials allowed
// cognito-idp:AdminCreateUser (the AWS SDK's usual sources: environment, profile, role).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A temporary password that meets the pool's policy (8+ characters, lower, upper, digit). */
export function temporaryPassword() {
  return `${randomBytes(9).toString('base64url')}Aa7`;
}

function poolSettings(env) {
  if (env.COGNITO_USER_POOL_ID) {
    return {
      userPoolId: env.COGNITO_USER_POOL_ID,
      region: env.COGNITO_REGION ?? env.COGNITO_USER_POOL_ID.split('_')[0],
      endpoint: env.IDENTITY_ENDPOINT || undefined,
    };
  }
  const dataDir = resolve(root, env.DATA_DIR ?? '.data');
  const read = (name) => JSON.parse(readFileSync(join(dataDir, 'identity', name), 'utf8'));
  const pool = read('pool.json');
  const { accessKeyId, secretAccessKey } = read('admin-credentials.json');
  return {
    userPoolId: pool.userPoolId,
    region: pool.region,
    endpoint: pool.endpoint,
    credentials: { accessKeyId, secretAccessKey },
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      prenom: { type: 'string' },
      nom: { type: 'string' },
      'mot-de-passe': { type: 'string' },
    },
  });
  const email = positionals[0]?.trim().toLowerCase();
  if (!email?.includes('@')) {
    console.error(
      'Usage : npm run identity:create-user -- adresse@exemple.fr [--prenom P] [--nom N] [--mot-de-passe M]',
    );
    process.exit(2);
  }
  const settings = poolSettings(process.env);
  const client = new CognitoIdentityProviderClient({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const password = values['mot-de-passe'] ?? temporaryPassword();
  const attributes = [
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: 'true' },
    ...(values.prenom ? [{ Name: 'given_name', Value: values.prenom }] : []),
    ...(values.nom ? [{ Name: 'family_name', Value: values.nom }] : []),
  ];
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: settings.userPoolId,
        Username: email,
        TemporaryPassword: password,
        UserAttributes: attributes,
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
  } catch (error) {
    console.error(`Création impossible : ${error.name} — ${error.message}`);
    process.exit(1);
  }
  console.log(`Compte créé pour ${email}. Mot de passe provisoire : ${password}`);
  console.log("À la première connexion, l'auditeur choisit son mot de passe (et donne son nom s'il manque).");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
