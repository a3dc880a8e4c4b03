import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AudioFixture {
  file: string;
  role: string;
  title: string;
  durationSeconds: number;
  bytes: number;
  /** An episode's WebVTT transcript and JSON chapters, relative to the fixtures (seed/docs.ts). */
  transcript?: string;
  chapters?: string;
}
export interface ImageFixture {
  file: string;
  role: string;
  alt: string;
}
export interface Manifest {
  audio: AudioFixture[];
  images: ImageFixture[];
}

/** Where the committed media fixtures live, from the sources (src/seed) or the bundle (dist). */
export function fixturesDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '..', '..', 'fixtures'), join(here, '..', 'fixtures')]) {
    if (existsSync(candidate)) return candidate;
  }
  return join(here, '..', '..', 'fixtures');
}

// Used only when the media fixtures are absent (a trimmed checkout): the seed still runs.
const FALLBACK: Manifest = {
  audio: [
    {
      file: 'priere-du-matin.mp3',
      role: 'episode',
      title: 'La prière du matin',
      durationSeconds: 153.1,
      bytes: 612932,
    },
    {
      file: 'journal-regional.mp3',
      role: 'episode',
      title: 'Le journal régional',
      durationSeconds: 110,
      bytes: 440000,
    },
    {
      file: 'roll-pre-roll-global.mp3',
      role: 'roll',
      title: 'Pré-roll global',
      durationSeconds: 8,
      bytes: 32000,
    },
  ],
  images: [{ file: 'radio-rcf-national.jpg', role: 'radio', alt: 'Studio de la radio' }],
};

export function readManifest(dir = fixturesDir()): Manifest {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) return FALLBACK;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>;
  const audio = (raw.audio ?? []).filter((a) => a.file && a.durationSeconds > 0);
  const images = (raw.images ?? []).filter((i) => i.file);
  return {
    audio: audio.length ? audio : FALLBACK.audio,
    images: images.length ? images : FALLBACK.images,
  };
}
