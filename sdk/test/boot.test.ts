import { afterEach, describe, expect, it } from 'vitest';
import { boot } from '../src/boot';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('boot: the modal host follows the page engine', () => {
  afterEach(() => {
    for (const host of document.querySelectorAll('radio-modals')) host.remove();
  });

  it('mounts <radio-modals> when a modal shows, and stops watching an engine a second configure replaced', async () => {
    const { sdk, first } = boot({ contentApiUrl: 'http://127.0.0.1:9/content', listenerMax: 3 });
    expect(first).toBe(true);
    const before = sdk.player;
    await tick();
    before.openModal({ id: 'a', kind: 'info', data: { title: 'Premier' } });
    expect(document.querySelectorAll('radio-modals')).toHaveLength(1);
    before.closeModal('a');
    document.querySelector('radio-modals')?.remove();

    // Another API: the engine is replaced (engine.ts) and the old one is destroyed.
    sdk.configure({ contentApiUrl: 'http://127.0.0.1:9/autre' });
    const after = sdk.player;
    expect(after).not.toBe(before);
    await tick();

    // The replaced engine's store no longer drives the page: no host appears for it.
    before.openModal({ id: 'b', kind: 'info' });
    expect(document.querySelector('radio-modals')).toBeNull();

    // The new engine does.
    after.openModal({ id: 'c', kind: 'info', data: { title: 'Second' } });
    expect(document.querySelectorAll('radio-modals')).toHaveLength(1);
  });
});
