// Second half of make-fixtures.sh: draws the demo images (SVG rendered by sharp, 1600x1000
// JPEG originals kept small) and writes fixtures/manifest.json, measuring every MP3 with
// ffprobe so the seed stores real durations, and naming each episode's transcript and chapters. Run: node packages/api/scripts/make-fixtures.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const W = 1600;
const H = 1000;

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const initials = (title) =>
  title
    .replace(/^(Le|La|Les|L')\s*/i, '')
    .split(/[\s:']+/)
    .filter((w) => w.length > 2 && !/^(des|du|de|et|la|le|les)$/i.test(w))
    .slice(0, 2)
    .map((w) => w.normalize('NFD')[0].toUpperCase())
    .join('');

// A show cover: the show's initials in the centre (so the 154x154 square crop keeps them).
function showCover(title, from, to) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="800" cy="440" r="330" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="14"/>
  <text x="800" y="560" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="330"
    fill="#fff">${esc(initials(title))}</text>
  <text x="800" y="880" text-anchor="middle" font-family="DejaVu Sans" font-size="64" fill="#fff"
    fill-opacity="0.92">${esc(title)}</text>
  <text x="1540" y="80" text-anchor="end" font-family="DejaVu Sans" font-weight="bold" font-size="48"
    fill="#fff" fill-opacity="0.8">RCF</text>
</svg>`;
}

function radioLogo(name, colour) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="#fff"/>
  <rect x="500" y="200" width="600" height="600" rx="120" fill="${colour}"/>
  <text x="800" y="580" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="230"
    fill="#fff">RCF</text>
  <text x="800" y="920" text-anchor="middle" font-family="DejaVu Sans" font-size="80" fill="${colour}">${esc(name)}</text>
</svg>`;
}

// Article visuals: simple scenes, no text, so they crop well to every style.
const scenes = {
  cathedrale: `<rect width="100%" height="100%" fill="#f3c98b"/>
    <circle cx="1250" cy="260" r="120" fill="#fff4d6"/>
    <path d="M560 1000V520l120-160 120 160v-220l60-140 60 140v220l120-160 120 160v480z" fill="#3d2c4e"/>
    <path d="M0 1000V820q400-90 800 0t800-40v220z" fill="#5a4a6b"/>`,
  vitrail: `<rect width="100%" height="100%" fill="#1b2a4a"/>
    <path d="M600 950V420a200 200 0 0 1 400 0v530z" fill="#2f6fb3" stroke="#111" stroke-width="18"/>
    <path d="M600 600h400M800 240v710M600 780h400" stroke="#111" stroke-width="14"/>
    <circle cx="800" cy="420" r="90" fill="#e4b73b" stroke="#111" stroke-width="14"/>
    <rect x="610" y="610" width="180" height="160" fill="#b33a3a"/><rect x="810" y="790" width="180" height="150" fill="#3a9b5a"/>`,
  livre: `<rect width="100%" height="100%" fill="#e8ddcc"/>
    <path d="M300 760q250-80 500 0 250-80 500 0V300q-250-80-500 0-250-80-500 0z" fill="#fffaf0" stroke="#7a5c3e" stroke-width="10"/>
    <path d="M800 300v460" stroke="#7a5c3e" stroke-width="8"/>
    <path d="M380 380h330M380 440h330M380 500h300M890 380h330M890 440h330M890 500h280" stroke="#b9a58c" stroke-width="12"/>`,
  lever: `<rect width="100%" height="100%" fill="#9fd0e8"/>
    <circle cx="800" cy="700" r="220" fill="#ffd36b"/>
    <path d="M0 1000V700q300-120 600-20t500 10 500-60v370z" fill="#4f8a4b"/>
    <path d="M0 1000V820q400-80 900 10t700-30v200z" fill="#3b6e39"/>`,
  pain: `<rect width="100%" height="100%" fill="#6b3f2a"/>
    <ellipse cx="800" cy="560" rx="520" ry="260" fill="#d89a52"/>
    <path d="M480 470l120 160M680 420l120 180M880 420l120 180M1080 470l90 130" stroke="#a86a2e" stroke-width="26" stroke-linecap="round"/>`,
  micro: `<rect width="100%" height="100%" fill="#24324f"/>
    <rect x="700" y="200" width="200" height="380" rx="100" fill="#c9ced8"/>
    <path d="M620 470a180 180 0 0 0 360 0M800 650v160M680 820h240" fill="none" stroke="#c9ced8" stroke-width="28"/>
    <path d="M420 320q-60 180 0 360M1180 320q60 180 0 360" fill="none" stroke="#e4b73b" stroke-width="20"/>`,
};
const scene = (key) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${scenes[key]}</svg>`;

const palette = [
  ['#7b2d26', '#c0573e'],
  ['#1f4e79', '#3f86c4'],
  ['#3c6e47', '#7fb069'],
  ['#5b3a7a', '#9a6fc0'],
  ['#8a5a00', '#d49a2a'],
  ['#0f5e63', '#2fa3a8'],
];

const catalogue = readFileSync(join(fixtures, 'texts', 'catalogue.psv'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const [name, role, , , title] = l.split('|');
    return { name, role, title };
  });

const images = [];
async function draw(file, role, alt, svg) {
  const out = join(fixtures, 'images', file);
  await sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toFile(out);
  images.push({ file, role, alt, width: W, height: H });
}

mkdirSync(join(fixtures, 'images'), { recursive: true });
let i = 0;
for (const { name, role, title } of catalogue) {
  if (role !== 'episode') continue;
  const show = title.split(' : ')[0];
  const [from, to] = palette[i++ % palette.length];
  await draw(`emission-${name}.jpg`, 'show', `Visuel de l'émission « ${show} »`, showCover(show, from, to));
}
await draw(
  'radio-rcf-national.jpg',
  'radio',
  'Logo de RCF, le direct national',
  radioLogo('National', '#c8102e'),
);
await draw(
  'radio-rcf-regionale.jpg',
  'radio',
  "Logo d'une radio régionale RCF",
  radioLogo('En région', '#1f4e79'),
);
await draw(
  'article-cathedrale.jpg',
  'article',
  'Silhouette d’une cathédrale au coucher du soleil',
  scene('cathedrale'),
);
await draw('article-vitrail.jpg', 'article', 'Vitrail aux couleurs bleue, rouge et or', scene('vitrail'));
await draw('article-livre.jpg', 'article', 'Un livre ouvert', scene('livre'));
await draw('article-lever-du-soleil.jpg', 'article', 'Lever de soleil sur des collines', scene('lever'));
await draw('article-pain-partage.jpg', 'article', 'Un pain posé sur une table', scene('pain'));
await draw('direct-micro.jpg', 'live', 'Micro de studio radio', scene('micro'));

const probe = (file) =>
  JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      encoding: 'utf8',
    }),
  );
const audio = catalogue.map(({ name, role, title }) => {
  const file = `${name}.mp3`;
  const path = join(fixtures, 'audio', file);
  const info = probe(path);
  const stream = info.streams.find((s) => s.codec_type === 'audio');
  return {
    file,
    role,
    title,
    durationSeconds: Math.round(Number(info.format.duration) * 1000) / 1000,
    bytes: statSync(path).size,
    bitrateKbps: Math.round(Number(stream.bit_rate) / 1000),
    sampleRate: Number(stream.sample_rate),
    // Written with the episode's audio by make-transcripts.ts, timed on it.
    ...(existsSync(join(fixtures, 'transcripts', `${name}.vtt`))
      ? { transcript: `transcripts/${name}.vtt` }
      : {}),
    ...(existsSync(join(fixtures, 'chapters', `${name}.json`)) ? { chapters: `chapters/${name}.json` } : {}),
  };
});

const manifest = {
  // Files are relative to fixtures/audio and fixtures/images; the API serves them at these paths.
  audioPath: '/media/audio/',
  imagePath: '/media/images/{style_name}/',
  audio,
  images,
};
writeFileSync(join(fixtures, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`manifest: ${audio.length} audio files, ${images.length} images`);
