/**
 * Each show's own visual, drawn from its title (demo content that looks real: « Le Grand Matin »
 * never wears another show's name). A show whose name a bundled picture carries gets that picture;
 * every other show a title card, an SVG written beside the fixtures (`images/emissions/<slug>.svg`)
 * and rasterised by the media route like any image.
 */
import type { ImageFixture } from './manifest.js';

/** Background colours of the cards, dark enough for white text (WCAG AA at these sizes). */
const PALETTE = ['#7a1f3d', '#1f4e79', '#2e5e3e', '#6b3e8c', '#8a4b12', '#24545c', '#5a2a27', '#3b3f73'];

const SMALL_WORDS = new Set([
  'le',
  'la',
  'les',
  'l',
  'de',
  'du',
  'des',
  'd',
  'et',
  'en',
  'à',
  'au',
  'aux',
  'un',
  'une',
]);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Two letters from the title's main words: « Le Grand Matin » → GM. */
export function monogram(title: string): string {
  const words = title
    .replace(/[’']/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** The title on at most `max` lines of about `width` characters. */
function lines(title: string, width = 22, max = 2): string[] {
  const out: string[] = [''];
  for (const word of title.split(' ')) {
    const last = out.length - 1;
    if (out[last] && `${out[last]} ${word}`.length > width) out.push(word);
    else out[last] = out[last] ? `${out[last]} ${word}` : word;
  }
  return out.slice(0, max);
}

/**
 * The title card of a show (1600×1000, the bundled pictures' shape), centred so that the square
 * crop of the small styles (154×154) still shows the monogram and the title.
 */
export function showCardSvg(title: string, category: string): string {
  const bg = PALETTE[hash(title) % PALETTE.length];
  const text = lines(title, 18)
    .map((l, i) => `<text x="800" y="${690 + i * 96}" font-size="84" font-weight="700">${xml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000" role="img">
<title>${xml(`Visuel de l'émission « ${title} »`)}</title>
<rect width="1600" height="1000" fill="${bg}"/>
<circle cx="800" cy="400" r="330" fill="#fff" fill-opacity="0.08"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff" text-anchor="middle">
<text x="800" y="500" font-size="280" font-weight="700" fill-opacity="0.9">${xml(monogram(title))}</text>
${text}
<text x="800" y="900" font-size="44" fill-opacity="0.85">${xml(category.toUpperCase())}</text>
</g>
</svg>
`;
}

/** The bundled picture that names this show (its alt says « Visuel de l'émission « … » »), if any. */
export function bundledVisual(title: string, images: readonly ImageFixture[]): ImageFixture | undefined {
  const want = fold(title);
  return images.find((i) => {
    const named = /«\s*(.+?)\s*»/.exec(i.alt)?.[1];
    return named !== undefined && fold(named) === want;
  });
}

/** Where a show's visual lives under the images fixtures, and its text alternative. */
export function showVisual(
  title: string,
  slug: string,
  images: readonly ImageFixture[],
): { file: string; alt: string } {
  const bundled = bundledVisual(title, images);
  return bundled
    ? { file: bundled.file, alt: bundled.alt }
    : { file: `emissions/${slug}.svg`, alt: `Visuel de l'émission « ${title} »` };
}

/**
 * The title card of an article, a video or any content no bundled drawing fits: its title in large
 * type on up to three lines and its kind below (same shape and palette as the shows' cards, the
 * text inside the square crop of the small styles).
 */
export function titleCardSvg(title: string, label: string): string {
  const bg = PALETTE[hash(title) % PALETTE.length];
  const rows = lines(title, 18, 3);
  const top = 470 - ((rows.length - 1) * 100) / 2;
  const text = rows
    .map(
      (l, i) => `<text x="800" y="${top + 30 + i * 100}" font-size="80" font-weight="700">${xml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000" role="img">
<title>${xml(title)}</title>
<rect width="1600" height="1000" fill="${bg}"/>
<rect x="330" y="130" width="940" height="740" rx="24" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff" text-anchor="middle">
${text}
<text x="800" y="820" font-size="44" fill-opacity="0.85">${xml(label.toUpperCase())}</text>
</g>
</svg>
`;
}
