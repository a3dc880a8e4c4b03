import type { Episode, Transcript } from '@radio/core';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../src/seed/manifest.js';
import { type Harness, startApi } from './harness.js';

// Issue text: « The timings must match the sound: a cue starts within 0.5 s of its words. » Checked
// on what a listener gets: the API's MP3 of each demo recording, decoded (mpg123), and the
// transcript the API serves for an episode playing it. Silence detection finds where the voice
// starts again after a sentence's pause; every cue must start there, and every such start must
// have its cue.

const TOLERANCE_S = 0.5;
/** 10 ms frames whose loudest sample is under 2 % of full scale are silence. */
const FRAME_S = 0.01;
const SILENCE = 0.02;
/**
 * A pause between sentences: espeak-ng ends a sentence with ~0.5 s of silence and the demo adds
 * more; inside a sentence (commas, colons) the voice stops for 0.2–0.5 s.
 */
const SENTENCE_PAUSE_S = 0.55;

interface Voice {
  /** Where the voice starts after a sentence's pause (and at the very start). */
  onsets: number[];
  /** Where it stops before such a pause (and at the very end). */
  ends: number[];
}

function voiceOf(samples: Float32Array, rate: number): Voice {
  const win = Math.round(rate * FRAME_S);
  const onsets: number[] = [];
  const ends: number[] = [];
  let silentFrames = Number.POSITIVE_INFINITY;
  let lastVoiced = -1;
  for (let i = 0; i < samples.length; i += win) {
    let peak = 0;
    for (let j = i; j < Math.min(samples.length, i + win); j++)
      peak = Math.max(peak, Math.abs(samples[j] as number));
    if (peak < SILENCE) {
      silentFrames++;
      continue;
    }
    if (silentFrames * FRAME_S >= SENTENCE_PAUSE_S) {
      onsets.push(i / rate);
      if (lastVoiced >= 0) ends.push(lastVoiced);
    }
    silentFrames = 0;
    lastVoiced = (i + win) / rate;
  }
  if (lastVoiced >= 0) ends.push(lastVoiced);
  return { onsets, ends };
}

const nearest = (list: number[], t: number) => Math.min(...list.map((x) => Math.abs(x - t)));

describe('demo transcripts match their audio (served MP3, silence detection)', () => {
  let api: Harness;
  const decoder = new MPEGDecoder();
  beforeAll(async () => {
    api = await startApi('pglite');
    await decoder.ready;
  }, 180_000);
  afterAll(async () => {
    decoder.free();
    await api?.close();
  });

  const recordings = readManifest().audio.filter((a) => a.role === 'episode');

  it('every demo recording has a transcript', () => {
    expect(recordings.length).toBe(12);
    for (const a of recordings) expect(a.transcript, a.file).toBeTruthy();
  });

  it.each(recordings.map((a) => a.file))('%s: each cue starts within 0.5 s of its words', async (file) => {
    const [row] = await api.db.query<{ id: number }>(
      "SELECT id FROM nodes WHERE type = 'episode' AND published_at <= now() AND substring(data->>'audio_file' from '[^/]+$') = $1 LIMIT 1",
      [file],
    );
    const episode = (await api.app.inject({ url: `/content/api/episode/${row?.id}` })).json() as Episode;
    const transcript = (
      await api.app.inject({ url: `/content${episode.transcript?.url}` })
    ).json() as Transcript;
    const audio = await api.app.inject({ url: new URL(episode.audio_file).pathname });
    expect(audio.statusCode).toBe(200);
    await decoder.reset();
    const decoded = decoder.decode(new Uint8Array(audio.rawPayload));
    const voice = voiceOf(decoded.channelData[0] as Float32Array, decoded.sampleRate);

    expect(transcript.cues.length).toBeGreaterThan(10);
    for (const c of transcript.cues) {
      expect(nearest(voice.onsets, c.start), `« ${c.text} » à ${c.start} s`).toBeLessThanOrEqual(TOLERANCE_S);
      expect(nearest(voice.ends, c.end), `fin de « ${c.text} » à ${c.end} s`).toBeLessThanOrEqual(
        TOLERANCE_S,
      );
    }
    // No sentence of the sound is left without its cue.
    const starts = transcript.cues.map((c) => c.start);
    for (const o of voice.onsets)
      expect(nearest(starts, o), `voix à ${o} s`).toBeLessThanOrEqual(TOLERANCE_S);
  });
});
