// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFirstSound, requestOf } from './first-sound';

type Sdk = { play: ReturnType<typeof vi.fn>; player: null };
const w = window as unknown as { RadioSDK?: Sdk };

let uninstall: (() => void) | null = null;

function page(html: string) {
  document.body.innerHTML = html;
  uninstall = installFirstSound(document, window);
}

function sdkArrives(): Sdk {
  const sdk: Sdk = { play: vi.fn(async () => true), player: null };
  w.RadioSDK = sdk;
  window.dispatchEvent(Object.assign(new Event('radio-sdk:ready'), { detail: sdk }));
  return sdk;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  uninstall?.();
  uninstall = null;
  delete w.RadioSDK;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('requestOf', () => {
  it('reads an episode, its list and the episodes after it; a live radio', () => {
    document.body.innerHTML = `<ul data-play-list="show:12">
      <li><button id="a" data-play-episode="1" data-title="Un" data-show="S"></button></li>
      <li><button data-play-episode="2" data-title="Deux"></button></li></ul>
      <button id="l" data-play-live="RCFNational"></button>`;
    expect(requestOf(document.getElementById('a') as HTMLElement)).toEqual({
      episodeId: '1',
      playlist: { type: 'show', id: '12' },
      queue: [
        { id: '1', title: 'Un', show: 'S' },
        { id: '2', title: 'Deux', show: null },
      ],
    });
    expect(requestOf(document.getElementById('l') as HTMLElement)).toEqual({ radioCode: 'RCFNational' });
  });
});

describe('installFirstSound', () => {
  it('enables the server-disabled controls React has not hydrated, and only those', () => {
    page(`<button id="a" disabled data-play-episode="1"></button>
      <button id="b" disabled data-hydrated data-play-episode="2"></button>
      <button id="c" disabled></button>`);
    const el = (id: string) => document.getElementById(id) as HTMLButtonElement;
    expect([el('a').disabled, el('b').disabled, el('c').disabled]).toEqual([false, true, true]);
  });

  it('an early press waits, marked busy, and plays once the SDK is ready — once', async () => {
    page('<button id="a" disabled data-play-episode="7"></button>');
    const button = document.getElementById('a') as HTMLButtonElement;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    const sdk = sdkArrives();
    await flush();
    expect(sdk.play).toHaveBeenCalledTimes(1);
    expect(sdk.play).toHaveBeenCalledWith({ episodeId: '7' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    window.dispatchEvent(new Event('radio-sdk:ready'));
    await flush();
    expect(sdk.play).toHaveBeenCalledTimes(1);
  });

  it('the last early press wins; a press React handles cancels the one waiting', async () => {
    page(`<button id="a" data-play-episode="1"></button><button id="b" data-play-live="RCFLyon"></button>
      <button id="c" data-hydrated data-play-episode="3"></button>`);
    (document.getElementById('a') as HTMLButtonElement).click();
    (document.getElementById('b') as HTMLButtonElement).click();
    expect(document.getElementById('a')?.hasAttribute('aria-busy')).toBe(false);
    const first = sdkArrives();
    await flush();
    expect(first.play).toHaveBeenCalledWith({ radioCode: 'RCFLyon' });
    expect(first.play).toHaveBeenCalledTimes(1);

    delete w.RadioSDK;
    (document.getElementById('a') as HTMLButtonElement).click();
    (document.getElementById('c') as HTMLButtonElement).click();
    const second = sdkArrives();
    await flush();
    expect(second.play).not.toHaveBeenCalled();
  });

  it('with the SDK already there, an unhydrated press plays at once, in the gesture', async () => {
    const sdk = sdkArrives();
    page('<button id="a" data-play-episode="5"></button>');
    (document.getElementById('a') as HTMLButtonElement).click();
    await flush();
    expect(sdk.play).toHaveBeenCalledWith({ episodeId: '5' });
  });
});

describe("an early press has the link first: the page's other scripts wait for its sound", () => {
  it('marks <html> from the press until the engine plays, then tells the page (radio-first-sound)', async () => {
    page('<button id="a" disabled data-play-episode="7"></button>');
    const told = vi.fn();
    window.addEventListener('radio-first-sound', told);
    (document.getElementById('a') as HTMLButtonElement).click();
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(true);

    // An engine whose status the test drives.
    let state = { status: 'loading', error: null as unknown };
    const subscribers = new Set<() => void>();
    const store = {
      getState: () => state,
      subscribe: (cb: () => void) => {
        subscribers.add(cb);
        return () => subscribers.delete(cb);
      },
    };
    const sdk = { play: vi.fn(async () => true), player: { store } };
    (window as unknown as { RadioSDK: unknown }).RadioSDK = sdk;
    window.dispatchEvent(Object.assign(new Event('radio-sdk:ready'), { detail: sdk }));
    await flush();
    expect(sdk.play).toHaveBeenCalledTimes(1);
    // Loading: still pending.
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(true);
    expect(told).not.toHaveBeenCalled();

    // The pre-roll plays: the page's scripts may go.
    state = { status: 'roll', error: null };
    for (const cb of subscribers) cb();
    expect(document.documentElement.hasAttribute('data-first-sound')).toBe(false);
    expect(told).toHaveBeenCalledTimes(1);
    expect(subscribers.size).toBe(0);
    window.removeEventListener('radio-first-sound', told);
  });

  it('never holds the page longer than 4 s (a sound that never comes)', async () => {
    vi.useFakeTimers();
    try {
      page('<button id="a" disabled data-play-episode="7"></button>');
      (document.getElementById('a') as HTMLButtonElement).click();
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
    (document.getElementById('a') as HTMLButtonElement).click();
    (document.getElementById('a') as HTMLButtonElement).click();
    const [script, ...more] = sdkScripts();
    expect(more).toHaveLength(0);
    expect(script?.dataset.contentApi).toBe('http://api.test/content');
    expect(document.querySelector('script[src*="main.js"]')).toBeNull();
  });

  it('leaves the page alone when the SDK script is already there or not listed', () => {
    page(`${list('/sdk/radio-sdk.js')}<button id="a" data-play-episode="1"></button>`);
    const own = document.createElement('script');
    own.setAttribute('src', '/sdk/radio-sdk.js');
    document.head.append(own);
    (document.getElementById('a') as HTMLButtonElement).click();
    expect(sdkScripts()).toHaveLength(1);
    own.remove();
    uninstall?.();
    page('<button id="b" data-play-episode="2"></button>');
    (document.getElementById('b') as HTMLButtonElement).click();
    expect(sdkScripts()).toHaveLength(0);
  });
});

describe('public/first-sound.js', () => {
  it('the built loader stays ≤ 3 KB gzip (first-sound issue: « a tiny loader (≤ 3 KB gzip, no framework) »)', () => {
    const site = join(__dirname, '..');
    execFileSync(process.execPath, ['scripts/first-sound.mjs'], { cwd: site });
    const size = gzipSync(readFileSync(`${site}/public/first-sound.js`)).length;
    expect(size).toBeLessThanOrEqual(3 * 1024);
  });
});
