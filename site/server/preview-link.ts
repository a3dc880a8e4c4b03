/**
 * The editors' tool: prints a signed link to the preview of a content (spec §6 "Preview content is
 * flagged separately"). Same secret and site address as the running site (on a plain `npm start`,
 * the development defaults of both):
 *
 *   pnpm --filter @radio/site preview-link 20004 [--minutes 1440]
 *   PREVIEW_SECRET=… SITE_URL=https://www.example.org pnpm --filter @radio/site preview-link 20004
 */

import { PREVIEW_DEFAULT_MINUTES, PREVIEW_MAX_MINUTES, previewSecret, signedPreviewPath } from '@radio/core';
import { siteConfig } from '../lib/config';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const id = args[0] ?? '';
if (!/^[1-9]\d{0,9}$/.test(id)) fail('Usage : preview-link <identifiant du contenu> [--minutes N]');
const flag = args.indexOf('--minutes');
const minutes = flag >= 0 ? Number(args[flag + 1]) : PREVIEW_DEFAULT_MINUTES;
if (!Number.isFinite(minutes) || minutes > PREVIEW_MAX_MINUTES)
  fail(`--minutes : un nombre de minutes, ${PREVIEW_MAX_MINUTES} (30 jours) au plus.`);
const secret = previewSecret(process.env);
if (!secret)
  fail(
    'PREVIEW_SECRET manquant ou trop faible en production (32 caractères au moins, pas la valeur de développement) : aucun lien de prévisualisation ne peut être signé.',
  );
const expires = Math.floor(Date.now() / 1000) + Math.round(minutes * 60);
process.stdout.write(`${siteConfig().siteUrl}${await signedPreviewPath(Number(id), expires, secret)}\n`);
