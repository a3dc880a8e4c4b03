import { describe, expect, it } from 'vitest';
import { RadioSDK } from '../src/sdk';

describe('window.RadioSDK (unit, over the real engine)', () => {
  it('configure requires the content API', () => {
    expect(() => RadioSDK.configure({} as never)).toThrow('contentApiUrl est obligatoire');
  });

  it('on() accepts the element event names with or without the radio- prefix, and refuses others', () => {
    RadioSDK.configure({ contentApiUrl: 'http://127.0.0.1:9/content', listenerMax: 3 });
    const off = RadioSDK.on('radio-play', () => {});
    expect(typeof off).toBe('function');
    off();
    expect(() => RadioSDK.on('bogus' as never, () => {})).toThrow('événement inconnu');
  });

  it('§2 modals: a new modal waits while one is visible; closing one shows the next', () => {
    const seen: Array<string | null> = [];
    const unsubscribe = RadioSDK.modals.subscribe((m) => seen.push(m.visible?.id ?? null));
    RadioSDK.modals.open({ id: 'bookmark', kind: 'bookmark' });
    RadioSDK.modals.open({ id: 'flags', kind: 'flags' });
    expect(RadioSDK.modals.state.visible?.id).toBe('bookmark');
    expect(RadioSDK.modals.state.waiting.map((m) => m.id)).toEqual(['flags']);
    RadioSDK.modals.close('bookmark');
    expect(RadioSDK.modals.state.visible?.id).toBe('flags');
    RadioSDK.modals.close();
    expect(RadioSDK.modals.state.visible).toBeNull();
    unsubscribe();
    expect(seen).toEqual(['bookmark', 'bookmark', 'flags', null]);
  });

  it('configuring listenerMax reaches the engine', () => {
    RadioSDK.configure({ contentApiUrl: 'http://127.0.0.1:9/content', listenerMax: 5 });
    expect(RadioSDK.player.store.getState().counters.max).toBe(5);
  });
});

describe('RadioSDK.play() without a request, and RadioSDK.ready', () => {
  it('play() with nothing loaded plays the national live of the prefix, and throws no TypeError', async () => {
    RadioSDK.configure({ contentApiUrl: 'http://127.0.0.1:9/content', prefix: 'RCF' });
    RadioSDK.player.stop();
    // The API is unreachable here: the request fails (false), it does not throw.
    await expect(RadioSDK.play()).resolves.toBe(false);
    expect(RadioSDK.player.store.getState().error).not.toBeNull();
  });

  it('ready resolves with the SDK once configured', async () => {
    RadioSDK.configure({ contentApiUrl: 'http://127.0.0.1:9/content' });
    await expect(RadioSDK.ready).resolves.toBe(RadioSDK);
  });
});
