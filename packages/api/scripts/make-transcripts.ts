// Part of make-fixtures.sh, for an episode: reads its text sentence by sentence with espeak-ng
// (the catalogue's voice and rate, as the whole text was read before), joins the sentences with
// measured pauses into one WAV, and writes the WebVTT transcript whose cues are where each
// sentence's voice starts and ends in that WAV — exact by construction, since the MP3 is encoded
// from it — and, when the text has parts (`# Title` lines), its Podcasting 2.0 JSON chapters.
//   tsx packages/api/scripts/make-transcripts.ts <name> <voice> <speed> <out.wav>
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Chapters, type Cue, toWebVtt } from '@radio/core';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const RATE = 22050;
/** Silence added after a sentence's own trailing pause (espeak ends each with ~0.49 s). */
const SENTENCE_GAP_S = 0.15;
/** …and after a paragraph's last sentence: the page's paragraphs follow these longer pauses. */
const PARAGRAPH_GAP_S = 0.6;
/** A sample louder than this (1 % of full scale) is voice. */
const VOICE = 328;

export interface Paragraph {
  chapter?: string;
  sentences: string[];
}

/** The text's paragraphs (blank-line separated), their sentences, and the `# Title` that opens a part. */
export function readText(text: string): Paragraph[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').filter((l) => l.trim());
      const heading = lines[0]?.match(/^#\s+(.+)$/);
      const body = (heading ? lines.slice(1) : lines).join(' ').replace(/\s+/g, ' ').trim();
      return {
        ...(heading?.[1] ? { chapter: heading[1].trim() } : {}),
        sentences: body.split(/(?<=[.!?])\s+/).filter(Boolean),
      };
    })
    .filter((p) => p.sentences.length);
}

/** The 16-bit mono samples of a WAV espeak-ng wrote. */
function samples(wav: Buffer): Int16Array {
  let at = 12;
  while (at < wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      const channels = wav.readUInt16LE(at + 10);
      const rate = wav.readUInt32LE(at + 12);
      if (channels !== 1 || rate !== RATE) throw new Error(`WAV ${channels} canal(aux) à ${rate} Hz`);
    }
    if (id === 'data') {
      const end = Math.min(wav.length, at + 8 + size);
      const copy = Buffer.from(wav.subarray(at + 8, end));
      return new Int16Array(copy.buffer, copy.byteOffset, Math.floor(copy.length / 2));
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV sans données');
}

function wavFile(pcm: Int16Array): Buffer {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + pcm.byteLength, 4);
  head.write('WAVEfmt ', 8, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(pcm.byteLength, 40);
  return Buffer.concat([head, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)]);
}

const round = (s: number) => Math.round(s * 1000) / 1000;

function main(): void {
  const [name, voice, speed, out] = process.argv.slice(2);
  if (!name || !voice || !speed || !out)
    throw new Error('usage: make-transcripts.ts <name> <voice> <speed> <out.wav>');
  const paragraphs = readText(readFileSync(join(fixtures, 'texts', `${name}.txt`), 'utf8'));
  const tmp = mkdtempSync(join(tmpdir(), 'transcript-'));
  const parts: Int16Array[] = [];
  const cues: Cue[] = [];
  const chapters: Chapters['chapters'] = [];
  let offset = 0;
  try {
    for (const [p, para] of paragraphs.entries()) {
      if (para.chapter)
        chapters.push({ startTime: chapters.length ? round(offset / RATE) : 0, title: para.chapter });
      for (const [s, sentence] of para.sentences.entries()) {
        const file = join(tmp, `${p}-${s}.wav`);
        execFileSync('espeak-ng', ['-v', voice, '-s', speed, '-g', '3', '-w', file, sentence]);
        const pcm = samples(readFileSync(file));
        const first = pcm.findIndex((x) => Math.abs(x) > VOICE);
        let last = pcm.length - 1;
        while (last > 0 && Math.abs(pcm[last] as number) <= VOICE) last--;
        if (first < 0) throw new Error(`phrase muette : ${sentence}`);
        cues.push({
          start: round((offset + first) / RATE),
          end: round((offset + last + 1) / RATE),
          text: sentence,
        });
        const lastOfParagraph = s === para.sentences.length - 1;
        const gap = new Int16Array(Math.round((lastOfParagraph ? PARAGRAPH_GAP_S : SENTENCE_GAP_S) * RATE));
        parts.push(pcm, gap);
        offset += pcm.length + gap.length;
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const all = new Int16Array(offset);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  writeFileSync(out, wavFile(all));
  mkdirSync(join(fixtures, 'transcripts'), { recursive: true });
  writeFileSync(join(fixtures, 'transcripts', `${name}.vtt`), toWebVtt(cues));
  if (chapters.length) {
    mkdirSync(join(fixtures, 'chapters'), { recursive: true });
    const doc: Chapters = { version: '1.2.0', chapters };
    writeFileSync(join(fixtures, 'chapters', `${name}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  }
  console.log(`    ${cues.length} phrases, ${chapters.length} chapitres, ${round(offset / RATE)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
