// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFirstSound } from './first-sound';
import { SOUND_EVENT, SOUND_PENDING } from './script-list';

const w = window as unknown as { RadioSDK?: unknown };

let uninstall: (() => void) | null = null;

function page(html: string) {
  document.body.innerHTML = html;
  uninstall = installFirstSound(document, window);
}

const el = (id: string) => document.getElementById(id) as HTMLButtonElement;
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  uninstall?.();
  uninstall = null;
  delete w.RadioSDK;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-first-sound');
});

describe('the early-tap catcher (before the SDK)', () => {
  it('keeps a press for the SDK: `data-play-pending` (its early-press contract) and busy; the page gets nothing else', () => {
    page('<button id="a" data-play-episode="7">Écouter</button>');
    const other = vi.fn();
    document.addEventListener('click', other);
    el('a').click();
    expect(el('a').hasAttribute('data-play-pending')).toBe(true);
    expect(el('a').getAttribute('aria-busy')).toBe('true');
    expect(el('a').textContent).toBe('Écouter');
    document.removeEventListener('click', other);
  });

  it('the last early press wins', () => {
    page('<button id="a" data-play-episode="1"></button><button id="b" data-play-live="RCFLyon"></button>');
    el('a').click();
    el('b').click();
    expect(el('a').hasAttribute('data-play-pending')).toBe(false);
    expect(el('a').hasAttribute('aria-busy')).toBe(false);
    expect(el('b').hasAttribute('data-play-pending')).toBe(true);
  });

  it('leaves presses to the SDK once it is there (its own door answers them)', () => {
    w.RadioSDK = {};
    page('<button id="a" data-play-episode="1"></button>');
    el('a').click();
    expect(el('a').hasAttribute('data-play-pending')).toBe(false);
  });

  it('keeps a press on a video not yet wired by React for its component (`data-pressed`, busy), and leaves a wired one alone', () => {
    page(
      '<button id="v" class="video-facade">Lire la vidéo</button><button id="w" class="video-facade" data-ready="">Lire</button>',
    );
    el('v').click();
    expect(el('v').hasAttribute('data-pressed')).toBe(true);
    expect(el('v').getAttribute('aria-busy')).toBe('true');
    el('w').click();
    expect(el('w').hasAttribute('data-pressed')).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('ignores what is not a play control', () => {
    page('<button id="a">Autre</button>');
    el('a').click();
    expect(document.querySelector('[data-play-pending]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(false);
  });
});

describe("an early press has the link first: the page's other scripts wait for its sound", () => {
  it('marks <html> from the press until the button says it plays (written by the SDK), then tells the page', async () => {
    page('<button id="a" data-play-episode="7"></button>');
    const told = vi.fn();
    window.addEventListener('radio-first-sound', told);
    el('a').click();
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(true);
    el('a').setAttribute('data-play-state', 'loading');
    await flush();
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(true);
    el('a').setAttribute('data-play-state', 'playing');
    await flush();
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(false);
    expect(told).toHaveBeenCalledTimes(1);
    window.removeEventListener('radio-first-sound', told);
  });

  it('a failure lets the page go too', async () => {
    page('<button id="a" data-play-live="RCFNational"></button>');
    el('a').click();
    el('a').setAttribute('data-play-state', 'error');
    await flush();
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(false);
  });

  it('never holds the page longer than 4 s (a sound that never comes)', () => {
    vi.useFakeTimers();
    try {
      page('<button id="a" data-play-episode="7"></button>');
      el('a').click();
      expect(document.documentElement.hasAttribute('data-first-sound')).toBe(true);
      vi.advanceTimersByTime(4000);
      expect(document.documentElement.hasAttribute('data-first-sound')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('an early press starts the SDK without waiting for the main image', () => {
  const list = (src: string) =>
    `<script type="application/json" id="deferred-scripts">${JSON.stringify([
      { src: '/_next/static/chunks/main.js' },
      { src, 'data-content-api': 'http://api.test/content' },
    ])}</script>`;
  const sdkScripts = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) =>
      s.getAttribute('src')?.endsWith('radio-sdk.js'),
    );

  it('inserts the listed SDK script once, with its data attributes, and nothing else', () => {
    page(`${list('/sdk/radio-sdk.js')}<button id="a" data-play-episode="1"></button>`);
    el('a').click();
    el('a').click();
    const [script, ...more] = sdkScripts();
    expect(more).toHaveLength(0);
    expect(script?.dataset.contentApi).toBe('http://api.test/content');
    expect(document.querySelector('script[src*="main.js"]')).toBeNull();
  });

  it('after an early live, the SDK waits until the stream sounds (the stream has the link first)', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    page(
      `${list('/sdk/radio-sdk.js')}<button id="l" data-play-live="RCFNational" data-play-src="https://flux.test/rcf.mp3"></button>`,
    );
    el('l').click();
    expect(sdkScripts()).toHaveLength(0);
    (el('l') as HTMLElement & { playPendingAudio?: HTMLAudioElement }).playPendingAudio?.dispatchEvent(
      new Event('playing'),
    );
    expect(sdkScripts()).toHaveLength(1);
    play.mockRestore();
  });

  it('leaves the page alone when the SDK script is already there or not listed', () => {
    page(`${list('/sdk/radio-sdk.js')}<button id="a" data-play-episode="1"></button>`);
    const own = document.createElement('script');
    own.setAttribute('src', '/sdk/radio-sdk.js');
    document.head.append(own);
    el('a').click();
    expect(sdkScripts()).toHaveLength(1);
    own.remove();
    uninstall?.();
    page('<button id="b" data-play-episode="2"></button>');
    el('b').click();
    expect(sdkScripts()).toHaveLength(0);
  });
});

describe('public/first-sound.js', () => {
  it('the built catcher stays ≤ 3 KB gzip (first-sound issue: « a tiny loader (≤ 3 KB gzip, no framework) »)', () => {
    const site = join(__dirname, '..');
    execFileSync(process.execPath, ['scripts/first-sound.mjs'], { cwd: site });
    const size = gzipSync(readFileSync(`${site}/public/first-sound.js`)).length;
    expect(size).toBeLessThanOrEqual(3 * 1024);
  });
});

describe('a live that sounds at the press, before the SDK (« sound at once »)', () => {
  const LIVE_BUTTON =
    '<button id="l" data-play-live="RCFNational" data-play-src="https://flux.test/rcf.mp3">Écouter le direct</button>';
  const audioOf = (b: HTMLElement) =>
    (b as HTMLElement & { playPendingAudio?: HTMLAudioElement }).playPendingAudio;

  it('plays the stream in an <audio> at the press, as loud as the listener left it, and leaves it on the button for the SDK', () => {
    localStorage.setItem('radio-volume', '{"volume":0.2,"muted":false}');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    page(LIVE_BUTTON);
    el('l').click();
    const audio = audioOf(el('l'));
    expect(audio?.src).toBe('https://flux.test/rcf.mp3');
    expect(audio?.volume).toBeCloseTo(0.2);
    expect(play).toHaveBeenCalledTimes(1);
    expect(el('l').hasAttribute('data-play-pending')).toBe(true);
    // Once it sounds, the button says so (as the SDK will).
    audio?.dispatchEvent(new Event('playing'));
    expect(el('l').getAttribute('aria-pressed')).toBe('true');
    expect(el('l').getAttribute('data-play-state')).toBe('playing');
    expect(el('l').hasAttribute('aria-busy')).toBe(false);
    play.mockRestore();
    localStorage.clear();
  });

  it('a second press before the SDK stops it: nothing pending, nothing playing', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    page(LIVE_BUTTON);
    el('l').click();
    const audio = audioOf(el('l'));
    el('l').click();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(audio?.getAttribute('src')).toBeNull();
    expect(audioOf(el('l'))).toBeUndefined();
    expect(el('l').hasAttribute('data-play-pending')).toBe(false);
    expect(el('l').getAttribute('aria-pressed')).toBe('false');
    play.mockRestore();
    pause.mockRestore();
  });

  it("a second press that stops the early sound lets the page's scripts go at once (no sound is on its way)", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const told = vi.fn();
    window.addEventListener(SOUND_EVENT, told);
    page(LIVE_BUTTON);
    el('l').click();
    expect(document.documentElement.hasAttribute(SOUND_PENDING)).toBe(true);
    el('l').click();
    expect(document.documentElement.hasAttribute(SOUND_PENDING)).toBe(false);
    expect(told).toHaveBeenCalledTimes(1);
    window.removeEventListener(SOUND_EVENT, told);
    play.mockRestore();
    pause.mockRestore();
  });

  it('a live button without its address, and an episode, wait for the SDK (no early sound)', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    page(
      '<button id="a" data-play-live="RCFNational"></button><button id="b" data-play-episode="3" data-play-src="https://x.test/a.mp3"></button>',
    );
    el('a').click();
    el('b').click();
    expect(play).not.toHaveBeenCalled();
    play.mockRestore();
  });
});
