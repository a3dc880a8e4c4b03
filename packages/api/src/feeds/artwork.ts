import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMPORTED_IMAGES, IMPORTED_PREFIX } from '../media/paths.js';
import { DEFAULT_LIMITS, fetchSource } from './fetch.js';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * Fetches each artwork URL once: the file is named after the URL's hash, so a re-import or a
 * refresh finds it on disk and fetches nothing. Returns the visual URL with the `{style_name}`
 * placeholder the site fills with one of the spec's four image styles, or null when the image
 * cannot be read (the show or episode is still imported, without artwork).
 */
export async function storeArtwork(
  url: string,
  opts: { dataDir: string; origin: string; feedOrigin?: string },
  warn: (message: string) => void = () => {},
): Promise<string | null> {
  const dir = join(opts.dataDir, IMPORTED_IMAGES);
  const key = createHash('sha256').update(url).digest('hex').slice(0, 32);
  const publicUrl = (file: string) => `${opts.origin}/media/images/{style_name}/${IMPORTED_PREFIX}/${file}`;
  for (const ext of Object.values(FORMATS)) {
    const file = `${key}.${ext}`;
    if (await exists(join(dir, file))) return publicUrl(file);
  }
  try {
    const limits = { ...DEFAULT_LIMITS, maxBytes: MAX_IMAGE_BYTES };
    const got = await fetchSource(url, {}, limits, {
      accept: 'image/*',
      trustedOrigin: opts.feedOrigin ?? '',
    });
    if (got.status !== 'ok') return null;
    // sharp reads the header: a file that is not an image it can resize is refused here, not later.
    const meta = await sharp(got.body).metadata();
    const ext = meta.format && FORMATS[meta.format];
    if (!ext) throw new Error(`format ${meta.format ?? 'inconnu'}`);
    await mkdir(dir, { recursive: true });
    const file = `${key}.${ext}`;
    const tmp = join(dir, `${file}.${process.pid}.tmp`);
    await writeFile(tmp, got.body);
    await rename(tmp, join(dir, file));
    return publicUrl(file);
  } catch (err) {
    warn(`Image ignorée (${url}) : ${(err as Error).message}`);
    return null;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
