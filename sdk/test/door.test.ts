import { createPlayer, type Player } from '@radio/player';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT,
  contentApi,
  type FakeApi,
  FakeEngine,
  setCounterCookie,
  settle,
} from '../../packages/player/test/fakes';

/**
 * The door (src/door.ts) over the real engine, with its two boundaries faked (the sound and the
 * network, packages/player/test/fakes.ts): plain buttons in a page, pressed as a listener would.
 */
const rig = vi.hoisted(() => ({
  player: null as Player | null,
  make: null as null | (() => Player),
  watchers: new Set<() => void>(),
}));
vi.mock('../src/engine', () => ({
  getConfig: () => ({ contentApiUrl: 'http://api.test/content', prefix: 'RCF' }),
  hasPlayer: () => rig.player !== null,
  getPlayer: () => {
    rig.player ??= (rig.make as () => Player)();
    return rig.player;
  },
  onEngineChange: (cb: () => void) => {
    rig.watchers.add(cb);
    return () => rig.watchers.delete(cb);
  },
}));

const { installDoor } = await import('../src/door');

let engine: FakeEngine;
let api: FakeApi;

beforeAll(() => {
  installDoor(document);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  setCounterCookie({ ListenerNb: 5 }); // no roll: the episode plays at once
  engine = new FakeEngine();
  engine.durations.set('episode-', 200);
  api = contentApi();
  rig.make = () =>
    createPlayer({
      contentApiUrl: CONTENT,
      engine,
      fetch: api.fetch,
      dataLayer: [],
      channel: false,
      mediaSession: false,
      listenerMax: 10,
    });
  // A new engine for each test, as a second configure makes one: the door follows it.
  rig.player = rig.make();
  for (const w of rig.watchers) w();
  document.body.innerHTML = '';
});

afterEach(() => {
  rig.player?.destroy();
  rig.player = null;
  vi.useRealTimers();
});

const button = (html: string) => {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLButtonElement;
};
const state = (b: Element) => ({
  pressed: b.getAttribute('aria-pressed'),
  busy: b.getAttribute('aria-busy'),
  state: b.getAttribute('data-play-state'),
  text: b.textContent,
});

describe('the player door: data-play-live / data-play-episode buttons', () => {
  it('a bare live button: pressed, it connects (busy, « Chargement… »), plays (pressed), pauses on the next press', async () => {
    const live = button('<button type="button" data-play-live="RCFNational">Écouter le direct</button>');
    await settle();
    expect(state(live)).toEqual({ pressed: 'false', busy: null, state: 'idle', text: 'Écouter le direct' });
    engine.behaviour = () => 'hang';
    live.click();
    await settle();
    expect(engine.last.src).toBe('http://api.test/live/RCFNational.mp3');
    expect(state(live)).toEqual({ pressed: 'true', busy: 'true', state: 'loading', text: 'Chargement…' });
    // A second press while it connects stops it: no second stream.
    live.click();
    await settle();
    expect(engine.sounds).toHaveLength(1);
    expect(state(live)).toMatchObject({ pressed: 'false', state: 'paused', text: 'Écouter le direct' });
    engine.behaviour = () => 'ok';
    live.click();
    await settle();
    expect(engine.last.isPlaying).toBe(true);
    expect(state(live)).toEqual({ pressed: 'true', busy: null, state: 'playing', text: 'Écouter le direct' });
    live.click();
    await settle();
    expect(engine.last.isPlaying).toBe(false);
    expect(state(live).pressed).toBe('false');
  });

  it('a failed live says so on the button (« Réessayer ») while the retries of §4 go on, and plays when the stream is back', async () => {
    const live = button(
      '<button type="button" data-play-live="RCFNational"><svg></svg><span data-play-label>Le direct</span></button>',
    );
    engine.behaviour = () => 'unreachable';
    live.click();
    await settle();
    await settle();
    expect(state(live)).toMatchObject({ pressed: 'false', state: 'error' });
    expect(live.querySelector('[data-play-label]')?.textContent).toBe('Son indisponible · Réessayer');
    expect(live.querySelector('svg')).not.toBeNull();
    // The schedule goes on by itself: 500 ms later, a new connection.
    engine.behaviour = () => 'ok';
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(engine.last.isPlaying).toBe(true);
    expect(state(live)).toMatchObject({ pressed: 'true', state: 'playing' });
    expect(live.querySelector('[data-play-label]')?.textContent).toBe('Le direct');
  });

  it("an episode button in a list hands the list's order to « À suivre »; every button of that sound agrees", async () => {
    document.body.innerHTML = `<ul data-play-list="show:3">
      <li><button data-play-episode="1" data-play-title="Un">Écouter</button></li>
      <li><button data-play-episode="2" data-play-title="Deux" data-play-show="La Parole">Écouter</button></li>
      <li><button data-play-episode="3" data-play-title="Trois">Écouter</button></li></ul>`;
    const other = button('<button data-play-episode="2">Écouter aussi</button>');
    (document.querySelector('[data-play-episode="2"]') as HTMLButtonElement).click();
    await settle();
    const s = rig.player?.store.getState();
    expect(s?.sound?.id).toBe('2');
    expect(s?.queue).toEqual([{ id: '3', title: 'Trois' }]);
    expect(s?.playlist).toMatchObject({ type: 'show', id: '3' });
    expect(state(other)).toMatchObject({ pressed: 'true', state: 'playing' });
    expect(state(document.querySelector('[data-play-episode="1"]') as Element).pressed).toBe('false');
  });

  it('a button the page adds later shows the state of what plays', async () => {
    button('<button data-play-episode="7">Écouter</button>').click();
    await settle();
    const later = button('<button data-play-episode="7">Écouter</button>');
    await settle();
    expect(state(later)).toMatchObject({ pressed: 'true', state: 'playing' });
  });

  it('a press left by an early catcher (`data-play-pending`) is played once, never lost', async () => {
    button(
      '<button data-play-live="RCFNational" data-play-pending aria-busy="true">Écouter le direct</button>',
    );
    await settle();
    expect(engine.sounds).toHaveLength(1);
    expect(document.querySelector('[data-play-pending]')).toBeNull();
    await settle();
    expect(engine.sounds).toHaveLength(1);
  });

  it("the radios of the page's live buttons are asked for while the page is idle: a press then connects with no call to the API first", async () => {
    button('<button data-play-live="RCFNational">Écouter le direct</button>');
    const other = button('<button data-play-live="RCFBelgique">Écouter le direct</button>');
    await settle();
    await vi.advanceTimersByTimeAsync(250);
    await settle();
    expect(api.to(/\/content\/radio\//).map((c) => c.url.pathname.split('/').pop())).toEqual([
      'RCFNational',
      'RCFBelgique',
    ]);
    const before = api.calls.length;
    other.click();
    await settle();
    expect(engine.last.src).toBe('http://api.test/live/RCFBelgique.mp3');
    expect(api.to(/\/content\/radio\//)).toHaveLength(2);
    // Only the now-playing of the live, beside the stream.
    expect(api.calls.slice(before).map((c) => c.url.pathname)).toEqual(['/content/api/dab/RCFBelgique']);
  });

  it("an episode button on the page: its rolls and the pre-roll's check are asked for while the page is idle, not at the press", async () => {
    setCounterCookie({ ListenerNb: 1 }); // §4 count 1: a global pre-roll
    const b = button('<button data-play-episode="4">Écouter</button>');
    await settle();
    await vi.advanceTimersByTimeAsync(250);
    await settle();
    const rollCalls = () => api.calls.filter((c) => /\/rolls\/$|roll\.mp3$/.test(c.url.pathname)).length;
    expect(rollCalls()).toBe(3); // the pre-roll, the post-roll, the pre-roll's check
    b.click();
    await settle();
    expect(rollCalls()).toBe(3);
    expect(engine.sounds[0]?.src).toMatch(/roll\.mp3/);
    expect(state(b).state).toBe('playing');
  });

  it('an episode whose audio cannot be read says so on its button, and « Réessayer » tries again', async () => {
    engine.behaviour = () => 'loaderror';
    const b = button('<button data-play-episode="4">Écouter</button>');
    b.click();
    await settle();
    await settle();
    expect(state(b)).toMatchObject({ state: 'error', text: 'Son indisponible · Réessayer' });
    engine.behaviour = () => 'ok';
    b.click();
    await settle();
    expect(engine.sounds).toHaveLength(2);
    expect(state(b)).toMatchObject({ state: 'playing', text: 'Écouter' });
  });
});
