// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { SOUND_EVENT, SOUND_PENDING, SOUND_WAIT_MS } from '../lib/script-list';
import { FLIGHT_ATTR, LIST_ID, loader } from './deferred-scripts';

// The inline loader the server writes into each page (deferOwnScripts), run as the page runs it.
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 5)));
const started = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

function pageWith(list: Array<Record<string, string>>) {
  const json = document.createElement('script');
  json.type = 'application/json';
  json.id = LIST_ID;
  json.textContent = JSON.stringify(list);
  document.head.append(json);
  loader(LIST_ID, 2500, SOUND_PENDING, SOUND_EVENT, SOUND_WAIT_MS, FLIGHT_ATTR);
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { __next_f?: unknown }).__next_f;
  document.documentElement.removeAttribute(SOUND_PENDING);
});

describe('the scripts loader of each page', () => {
  it("starts the page's scripts after the first frame, in order, each once", async () => {
    pageWith([{ src: '/_next/a.js' }, { src: '/_next/b.js' }]);
    await frame();
    expect(started()).toEqual(['/_next/a.js', '/_next/b.js']);
  });

  it('while an early press waits for its sound, holds them until the sound plays, and skips the SDK already started', async () => {
    document.documentElement.setAttribute(SOUND_PENDING, '');
    const sdk = document.createElement('script');
    sdk.setAttribute('src', '/sdk/radio-sdk.js');
    document.head.append(sdk);
    pageWith([{ src: '/_next/a.js' }, { src: '/sdk/radio-sdk.js', 'data-prefix': 'RCF' }]);
    await frame();
    expect(started()).toEqual(['/sdk/radio-sdk.js']);
    document.documentElement.removeAttribute(SOUND_PENDING);
    window.dispatchEvent(new Event(SOUND_EVENT));
    expect(started()).toEqual(['/sdk/radio-sdk.js', '/_next/a.js']);
  });

  it("hands Next's hydration data to its queue, in order, before the first of its chunks is inserted", async () => {
    for (const push of ['[0]', '[1,"a:\\u003cb\\u003e"]']) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.setAttribute(FLIGHT_ATTR, '');
      block.textContent = push;
      document.head.append(block);
    }
    const seen: unknown[] = [];
    const observer = new MutationObserver(() => {
      if (started().length && !seen.length)
        seen.push(...((window as { __next_f?: unknown[] }).__next_f ?? []));
    });
    observer.observe(document.head, { childList: true });
    pageWith([{ src: '/_next/a.js' }]);
    await frame();
    observer.disconnect();
    expect(started()).toEqual(['/_next/a.js']);
    expect(seen).toEqual([[0], [1, 'a:<b>']]);
  });
});
