import { describe, expect, it } from 'vitest';
import {
  formatOf,
  MAX_CUES,
  parseChapters,
  parseTranscript,
  preferredTranscript,
} from '../../src/transcripts/parse.js';

describe('which transcript the import reads', () => {
  it('issue text: « preferring WebVTT, then SRT, then JSON, then HTML as untimed text »', () => {
    const links = [
      { url: 'h', type: 'text/html' },
      { url: 'j', type: 'application/json' },
      { url: 's', type: 'application/srt' },
      { url: 'v', type: 'text/vtt' },
    ];
    expect(preferredTranscript(links)?.url).toBe('v');
    expect(preferredTranscript(links.slice(0, 3))?.url).toBe('s');
    expect(preferredTranscript(links.slice(0, 2))?.url).toBe('j');
    expect(preferredTranscript(links.slice(0, 1))?.url).toBe('h');
    expect(preferredTranscript([{ url: 'x', type: 'unknown' }])).toBeNull();
    expect(formatOf('application/x-subrip')).toBe('srt');
    expect(formatOf('text/vtt; charset=utf-8')).toBe('vtt');
  });
});

describe('cue parsing', () => {
  it('WebVTT (media-captions): times, plain text without tags or entities, the voice as speaker', async () => {
    const vtt = `WEBVTT

NOTE une note

intro
00:00:00.500 --> 00:00:02.000 align:start
<v Marie Dupont>Bonjour à <b>tous</b> &amp; bienvenue.

00:02.250 --> 00:04.000
Une phrase
sur deux lignes.
`;
    const t = await parseTranscript(vtt, 'vtt');
    expect(t).toEqual({
      timed: true,
      cues: [
        { start: 0.5, end: 2, text: 'Bonjour à tous & bienvenue.', speaker: 'Marie Dupont' },
        { start: 2.25, end: 4, text: 'Une phrase sur deux lignes.' },
      ],
    });
  });

  it('SRT (media-captions), markup dropped, sorted by time', async () => {
    const srt = `2
00:00:03,000 --> 00:00:05,500
<i>Deuxième</i> <script>alert(1)</script>réplique

1
00:00:01,000 --> 00:00:02,900
Première réplique
`;
    const t = await parseTranscript(srt, 'srt');
    expect(t.cues.map((c) => [c.start, c.end, c.text])).toEqual([
      [1, 2.9, 'Première réplique'],
      [3, 5.5, 'Deuxième réplique'],
    ]);
    expect(JSON.stringify(t)).not.toMatch(/script|alert|<i>/);
  });

  it('Podcasting 2.0 JSON: word segments grouped into sentences, by speaker', async () => {
    const seg = (startTime: number, body: string, speaker = 'Anne') => ({
      startTime,
      endTime: startTime + 0.4,
      body,
      speaker,
    });
    const json = JSON.stringify({
      version: '1.0.0',
      segments: [
        seg(0, 'Bonjour'),
        seg(0.5, 'à'),
        seg(1, 'tous.'),
        seg(1.5, 'Voici'),
        seg(2, 'la', 'Paul'),
        seg(2.5, 'suite', 'Paul'),
        seg(3, ',', 'Paul'),
        seg(6, 'après', 'Paul'),
      ],
    });
    const t = await parseTranscript(json, 'json');
    expect(t.cues.map((c) => [c.start, c.text, c.speaker])).toEqual([
      [0, 'Bonjour à tous.', 'Anne'],
      [1.5, 'Voici', 'Anne'],
      [2, 'la suite,', 'Paul'],
      [6, 'après', 'Paul'],
    ]);
    expect(t.cues[0]?.end).toBeCloseTo(1.4);
  });

  it('HTML: untimed paragraphs, sanitised (sanitize-html)', async () => {
    const t = await parseTranscript(
      '<h1>Transcription</h1><p>Premier <b>paragraphe</b>.</p><script>x()</script><p onclick="y()">Second.</p>',
      'html',
    );
    expect(t.timed).toBe(false);
    expect(t.cues.map((c) => c.text)).toEqual(['Transcription', 'Premier paragraphe.', 'Second.']);
    expect(t.cues.every((c) => c.start === 0 && c.end === 0)).toBe(true);
  });

  it('refuses, in French, what holds no cue: not WebVTT, empty SRT, JSON of another shape', async () => {
    await expect(parseTranscript('<html>404</html>', 'vtt')).rejects.toThrow(/^Transcription illisible : /);
    await expect(parseTranscript('', 'srt')).rejects.toThrow(/aucune réplique/);
    await expect(parseTranscript('{"segments": "non"}', 'json')).rejects.toThrow(/segments/);
    await expect(parseTranscript('pas du json', 'json')).rejects.toThrow(/pas du JSON/);
  });

  it(`keeps at most ${MAX_CUES} cues`, async () => {
    const cues = Array.from(
      { length: MAX_CUES + 1 },
      (_, i) =>
        `${i + 1}\n00:00:${String(i % 60).padStart(2, '0')},000 --> 00:00:${String(i % 60).padStart(2, '0')},500\nmot\n`,
    ).join('\n');
    await expect(parseTranscript(cues, 'srt')).rejects.toThrow(/plus de 20000 répliques/);
  });
});

describe('chapters (Podcasting 2.0 JSON chapters)', () => {
  it('sorted, titles as text, only web links and images, hidden chapters (toc: false) left out', () => {
    const c = parseChapters(
      JSON.stringify({
        version: '1.2.0',
        chapters: [
          { startTime: 60, title: 'Deux <b>x</b>', img: 'javascript:alert(1)', url: 'https://ex.org/a' },
          { startTime: 0, title: 'Un', img: 'https://ex.org/1.jpg' },
          { startTime: 30, title: 'Caché', toc: false },
          { startTime: 90 },
        ],
      }),
    );
    expect(c).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Un', img: 'https://ex.org/1.jpg' },
        { startTime: 60, title: 'Deux x', url: 'https://ex.org/a' },
        { startTime: 90, title: 'Chapitre 3' },
      ],
    });
  });

  it('refuses a file that is no chapters file', () => {
    expect(() => parseChapters('nope')).toThrow(/^Chapitres illisibles : ce n'est pas du JSON/);
    expect(() => parseChapters('{"chapters":[{"title":"sans début"}]}')).toThrow(/Chapitres illisibles/);
  });
});
