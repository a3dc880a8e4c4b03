import { extname, join } from 'node:path';
import { FIXED_IMAGE_EXTENSION, isFixedImageStyle } from '@radio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_MESSAGE, safeJoin, sendError, sendFile } from './http-file';
import { formatFor, ImageCache, isImageStyle } from './images';
import { defaultFixturesDir, defaultSdkDistDir, IMPORTED_IMAGES, IMPORTED_PREFIX } from './paths';
import { IMMUTABLE, isVersioned, manifestReader, SHORT_NAMES, SHORT_URL } from './sdk';

export { parseRange, safeJoin } from './http-file';
export { ImageCache, STYLE_SIZES } from './images';
export { defaultFixturesDir, defaultSdkDistDir } from './paths';

/**
 * Options of `mediaPlugin` and `livePlugin` (one shape, so the server passes the same object).
 * - `dataDir`: writable data directory; resized images are cached in `${dataDir}/image-cache`.
 * - `fixturesDir`: the media fixtures (`audio/`, `images/`); default `packages/api/fixtures`.
 * - `sdkDistDir`: the SDK build served at `/sdk/*`; default `<repo>/sdk/dist`.
 * - `bitrateKbps`: pacing of the live emulator; default the live programme's own CBR bitrate.
 */
export interface MediaOptions {
  dataDir: string;
  fixturesDir?: string;
  sdkDistDir?: string;
  bitrateKbps?: number;
}

// OpenAPI descriptions only (no validation): the handlers answer bad paths with 400/404 JSON.
const docs = {
  audio: {
    tags: ['médias'],
    summary: 'Fichier audio (MP3) avec requêtes partielles',
    description:
      'Épisodes et rolls. `Range: bytes=…` donne 206 et `Content-Range` ; une plage hors du fichier donne 416. ETag, Last-Modified, CORS ouvert.',
  },
  image: {
    tags: ['médias'],
    summary: 'Image redimensionnée selon un style',
    description:
      'Styles : 1280x630_og_image, 930x557, 304x171, 154x154 (recadrage centré), WebP si `Accept` le permet, sinon JPEG. Styles à format fixe, toujours en JPEG à une adresse en `.jpg` : 1200x630_card (carte de partage des réseaux sociaux) et 1400x1400_artwork (pochette carrée des applications de podcast) ; une source qui n’est pas un JPEG se demande avec `.jpg` ajouté à son nom (`x.svg.jpg`). Style inconnu : 400 ; fichier inconnu : 404.',
  },
  sdk: {
    tags: ['sdk'],
    summary:
      'Script, module et paquet npm du SDK (/sdk/<version>/… ; /sdk/radio-sdk.js, .mjs et .tgz redirigent vers la version courante)',
    description:
      'Le script unique des éléments personnalisés, chargé par le site et les sites partenaires, son module ES et son paquet npm (`npm install <API>/sdk/radio-sdk.tgz`). Une adresse versionnée ne change jamais (mise en cache un an, `immutable`) : charger le script avec son empreinte `integrity` et `crossorigin="anonymous"`. `/sdk/sdk-manifest.json` donne la version courante, ses adresses, les empreintes SRI de ses fichiers et celle du paquet.',
  },
};

// SVG: the shows' title cards (seed/show-visuals.ts), ours only, rasterised like the others.
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.svg']);
const DAY = 86_400;

function openCors(_req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(204)
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
    .header('access-control-allow-headers', 'Range, If-None-Match, If-Modified-Since, If-Range')
    .header('access-control-max-age', String(DAY))
    .send();
}

/**
 * Static media of the embedded API. Register without a prefix: it owns
 * - `GET /media/audio/<file>`: the MP3 fixtures, HTTP Range (206/416), ETag, open CORS;
 * - `GET /media/images/<style>/<file>`: spec §3 image styles, resized with sharp, WebP or JPEG
 *   by `Accept`, cached on disk; 400 for an unknown style, 404 for an unknown file;
 * - `GET /sdk/<version>/<file>`: the SDK scripts partners load, at a versioned, immutable URL
 *   (a year, `immutable`); `GET /sdk/radio-sdk.js` (and `.mjs`, and the npm tarball
 *   `radio-sdk.tgz`) redirects to the current version.
 */
export async function mediaPlugin(app: FastifyInstance, options: MediaOptions): Promise<void> {
  const fixturesDir = options.fixturesDir ?? defaultFixturesDir();
  const audioDir = join(fixturesDir, 'audio');
  const imagesDir = join(fixturesDir, 'images');
  const sdkDir = options.sdkDistDir ?? defaultSdkDistDir();
  const images = new ImageCache(join(options.dataDir, 'image-cache'));

  const wildcard = (req: FastifyRequest) => (req.params as { '*'?: string })['*'] ?? '';

  app.get('/media/audio/*', { schema: docs.audio }, async (req, reply) => {
    const path = safeJoin(audioDir, wildcard(req));
    if (!path) return sendError(reply, 404, NOT_FOUND_MESSAGE);
    // Episode files never change under a name: a day of caching spares the API the bytes.
    return sendFile(req, reply, path, { cacheControl: `public, max-age=${DAY}` });
  });

  app.get('/media/images/:style/*', { schema: docs.image }, async (req, reply) => {
    const { style } = req.params as { style: string };
    if (!isImageStyle(style)) return sendError(reply, 400, `Style d'image inconnu : ${style.slice(0, 40)}.`);
    const fixed = isFixedImageStyle(style);
    const rel = wildcard(req);
    const sourceOf = (r: string) =>
      r.startsWith(`${IMPORTED_PREFIX}/`)
        ? safeJoin(join(options.dataDir, IMPORTED_IMAGES), r.slice(IMPORTED_PREFIX.length + 1))
        : safeJoin(imagesDir, r);
    // A fixed style's address ends in .jpg: a JPEG source's own name, or any source's name plus .jpg.
    if (fixed && !rel.toLowerCase().endsWith(FIXED_IMAGE_EXTENSION))
      return sendError(reply, 404, NOT_FOUND_MESSAGE);
    const inner = fixed ? rel.slice(0, -FIXED_IMAGE_EXTENSION.length) : '';
    const source =
      fixed && IMAGE_EXTENSIONS.has(extname(inner).toLowerCase()) ? sourceOf(inner) : sourceOf(rel);
    if (!source || !IMAGE_EXTENSIONS.has(extname(source).toLowerCase())) {
      return sendError(reply, 404, NOT_FOUND_MESSAGE);
    }
    // Cards and artwork are read by crawlers and podcast apps: one format, whatever they accept.
    const format = fixed ? 'jpeg' : formatFor(req.headers.accept);
    let cached: { path: string; hit: boolean };
    try {
      cached = await images.get(source, rel, style, format);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return sendError(reply, 404, NOT_FOUND_MESSAGE);
      req.log.error({ err, source }, 'image resize failed');
      return sendError(reply, 500, "L'image n'a pas pu être préparée.");
    }
    const vary = reply.getHeader('vary');
    if (!fixed) reply.header('vary', vary ? `${String(vary)}, Accept` : 'Accept');
    reply.header('x-cache', cached.hit ? 'HIT' : 'MISS');
    return sendFile(req, reply, cached.path, {
      cacheControl: `public, max-age=${7 * DAY}`,
      contentType: format === 'webp' ? 'image/webp' : 'image/jpeg',
    });
  });

  const manifest = manifestReader(sdkDir);
  app.get('/sdk/*', { schema: docs.sdk }, async (req, reply) => {
    const rel = wildcard(req);
    const current = manifest();
    // The short URL of an entry script points at the current version (a redirect the browser
    // follows; the versioned file it reaches is cached for a year).
    if (current && SHORT_NAMES.has(rel))
      return reply.header('cache-control', SHORT_URL).redirect(`/sdk/${current.version}/${rel}`, 302);
    const path = safeJoin(sdkDir, rel);
    if (!path) return sendError(reply, 404, NOT_FOUND_MESSAGE);
    return sendFile(req, reply, path, {
      // Other unversioned names: short caching plus revalidation.
      cacheControl: isVersioned(rel) ? IMMUTABLE : 'public, max-age=300, must-revalidate',
    });
  });

  for (const url of ['/media/audio/*', '/media/images/:style/*', '/sdk/*']) {
    app.options(url, { schema: { hide: true } }, openCors);
  }
}
