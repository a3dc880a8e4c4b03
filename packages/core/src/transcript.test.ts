import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  ChaptersSchema,
  type Cue,
  cueIndexAt,
  PARAGRAPH_HARD_S,
  PARAGRAPH_PAUSE_S,
  paragraphsOf,
  TranscriptSchema,
  toWebVtt,
  transcriptPaths,
  vttTimestamp,
} from './transcript';

const cue = (start: number, end: number, text: string, speaker?: string): Cue => ({
  start,
  end,
  text,
  ...(speaker ? { speaker } : {}),
});

describe('WebVTT out', () => {
  it('writes hh:mm:ss.mmm timestamps, rounded to the millisecond', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(61.2345)).toBe('00:01:01.235');
    expect(vttTimestamp(3723.5)).toBe('01:02:03.500');
    expect(vttTimestamp(-1)).toBe('00:00:00.000');
  });

  it('issue text: « WebVTT served »: a header, one block per cue, speakers as voice spans', () => {
    const vtt = toWebVtt([cue(0.04, 2.5, 'La prière du matin.'), cue(3, 5.25, 'Bonjour.', 'Marie')]);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.040 --> 00:00:02.500\nLa prière du matin.\n\n00:00:03.000 --> 00:00:05.250\n<v Marie>Bonjour.\n',
    );
  });

  it('keeps cue text as text: markup characters escaped, a blank line (the end of a cue) closed up', () => {
    const vtt = toWebVtt([cue(0, 1, 'A <b>&</b> --> B\n\n\nC')]);
    expect(vtt).toContain('A &lt;b&gt;&amp;&lt;/b&gt; --&gt; B\nC');
    expect(vtt.split('\n\n')).toHaveLength(2);
  });
});

describe('paragraphs of a transcript (the episode page)', () => {
  it(`a pause of ${PARAGRAPH_PAUSE_S} s or more starts a paragraph; a sentence's pause does not`, () => {
    const ps = paragraphsOf([
      cue(0.05, 2.1, 'Un.'),
      cue(2.75, 5, 'Deux.'),
      cue(6.2, 8, 'Trois.'),
      cue(8.6, 9, 'Quatre.'),
    ]);
    expect(ps.map((p) => [p.start, p.cues.map((c) => c.text).join(' ')])).toEqual([
      [0.05, 'Un. Deux.'],
      [6.2, 'Trois. Quatre.'],
    ]);
  });

  it('a new speaker starts a paragraph, and says who speaks', () => {
    const ps = paragraphsOf([cue(0, 1, 'Bonjour.', 'Anne'), cue(1, 2, 'Bonjour Anne.', 'Paul')]);
    expect(ps.map((p) => p.speaker)).toEqual(['Anne', 'Paul']);
  });

  it('a chapter opens a paragraph that carries its title, at the cue it starts in', () => {
    const ps = paragraphsOf(
      [cue(0, 4, 'Les titres.'), cue(4.1, 8, 'À Rennes.'), cue(8.1, 12, 'La suite.')],
      [
        { startTime: 0, title: 'Les titres' },
        { startTime: 4, title: 'Rennes' },
      ],
    );
    expect(ps.map((p) => [p.chapter, p.start, p.cues.length])).toEqual([
      ['Les titres', 0, 1],
      ['Rennes', 4.1, 2],
    ]);
  });

  it('contiguous cues (a typical imported file) break at a sentence end past 30 s, at any cue past 90 s', () => {
    const sentences = Array.from({ length: 20 }, (_, i) => cue(i * 4, i * 4 + 4, `Phrase ${i}.`));
    expect(paragraphsOf(sentences).map((p) => p.start)).toEqual([0, 32, 64]);
    const words = Array.from({ length: 50 }, (_, i) => cue(i * 2, i * 2 + 2, `mot${i}`));
    const ps = paragraphsOf(words);
    expect(ps.map((p) => p.start)).toEqual([0, PARAGRAPH_HARD_S]);
  });

  it('an untimed transcript keeps its own paragraphs, without moments', () => {
    const ps = paragraphsOf([cue(0, 0, 'Premier.'), cue(0, 0, 'Second.')], [], false);
    expect(ps.map((p) => [p.start, p.cues.length])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });
});

describe('the cue spoken at a second (the player follows playback)', () => {
  const cues = [cue(0.5, 2, 'a'), cue(2.5, 4, 'b'), cue(4.5, 6, 'c')];
  it('is the last cue started, -1 before the first', () => {
    expect(cueIndexAt(cues, 0)).toBe(-1);
    expect(cueIndexAt(cues, 0.5)).toBe(0);
    expect(cueIndexAt(cues, 2.4)).toBe(0);
    expect(cueIndexAt(cues, 3)).toBe(1);
    expect(cueIndexAt(cues, 100)).toBe(2);
    expect(cueIndexAt([], 3)).toBe(-1);
  });
});

describe('schemas (the types are theirs)', () => {
  it('a transcript and Podcasting 2.0 JSON chapters validate; extra or missing fields do not', () => {
    expect(
      Value.Check(TranscriptSchema, { episode_id: 1, language: 'fr', timed: true, cues: [cue(0, 1, 'a')] }),
    ).toBe(true);
    expect(Value.Check(TranscriptSchema, { episode_id: 1, language: 'fr', cues: [] })).toBe(false);
    expect(
      Value.Check(ChaptersSchema, { version: '1.2.0', chapters: [{ startTime: 0, title: 'Intro' }] }),
    ).toBe(true);
    expect(
      Value.Check(ChaptersSchema, { version: '1.2.0', chapters: [{ startTime: -1, title: 'Intro' }] }),
    ).toBe(false);
  });

  it('paths of the content API', () => {
    expect(transcriptPaths(12)).toEqual({
      json: '/api/episode/12/transcript',
      vtt: '/api/episode/12/transcript.vtt',
      chapters: '/api/episode/12/chapters',
    });
  });
});
