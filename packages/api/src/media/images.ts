import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FIXED_IMAGE_STYLES, type FixedImageStyle, IMAGE_STYLES, isFixedImageStyle } from '@radio/core';

export type ImageStyle = (typeof IMAGE_STYLES)[number] | FixedImageStyle;
export type ImageFormat = 'webp' | 'jpeg';

/** Pixel box of each spec §3 style; every style is a centred cover crop to exactly that box. */
export const STYLE_SIZES: Record<ImageStyle, { width: number; height: number }> = {
  '1280x630_og_image': { width: 1280, height: 630 },
  '930x557': { width: 930, height: 557 },
  '304x171': { width: 304, height: 171 },
  '154x154': { width: 154, height: 154 },
  ...FIXED_IMAGE_STYLES,
};

export function isImageStyle(style: string): style is ImageStyle {
  return (IMAGE_STYLES as readonly string[]).includes(style) || isFixedImageStyle(style);
}

/** WebP for clients that say they take it (every current browser does), JPEG otherwise. */
export function formatFor(accept: string | undefined): ImageFormat {
  return accept && /\bimage\/webp\b/i.test(accept) ? 'webp' : 'jpeg';
}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | undefined;
/**
 * sharp (libvips, a native library) loads on the first resize, not at start-up: its load is a
 * quarter of a second of the API's start, and most starts serve resized images from the disk cache.
 */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    // Limits the memory and CPU one resize can take on a shared 2-core machine.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

/**
 * Resized images cached on disk under `cacheDir/<style>/<format>/<file>`. A cached file is
 * reused while it is newer than its source; concurrent first requests for one key share one
 * resize (the in-flight promise), and the file appears atomically (write then rename).
 */
export class ImageCache {
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Resizes done since start: lets tests tell a cache hit from a miss. */
  renders = 0;

  constructor(private readonly cacheDir: string) {}

  /** The cached file for this key, and whether it was already on disk (a hit). */
  async get(
    source: string,
    relPath: string,
    style: ImageStyle,
    format: ImageFormat,
  ): Promise<{ path: string; hit: boolean }> {
    const target = join(this.cacheDir, style, format, `${relPath}.${format === 'webp' ? 'webp' : 'jpg'}`);
    const [src, cached] = await Promise.all([stat(source), stat(target).catch(() => null)]);
    if (cached && cached.mtimeMs >= src.mtimeMs) return { path: target, hit: true };

    let work = this.inFlight.get(target);
    if (!work) {
      work = this.render(source, target, style, format).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, work);
    }
    return { path: await work, hit: false };
  }

  private async render(
    source: string,
    target: string,
    style: ImageStyle,
    format: ImageFormat,
  ): Promise<string> {
    const { width, height } = STYLE_SIZES[style];
    const sharp = await loadSharp();
    const pipeline = sharp(source, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' });
    // JPEG has no transparency: a transparent PNG or SVG lies on white, not on black; and its
    // colours in sRGB (podcast apps refuse CMYK artwork).
    const data =
      format === 'webp'
        ? await pipeline.webp({ quality: 78 }).toBuffer()
        : await pipeline
            .flatten({ background: '#ffffff' })
            .toColourspace('srgb')
            .jpeg({ quality: 80, mozjpeg: true, progressive: true })
            .toBuffer();
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, target);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    this.renders += 1;
    return target;
  }
}
