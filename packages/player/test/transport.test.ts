import { describe, expect, it } from 'vitest';
import { episode, settle } from './fakes';
import { rig } from './setup';

describe('transport', () => {
  it('§9 "Default volume 0.5, not muted"', async () => {
    const { player, engine } = rig();
    expect(player.store.getState()).toMatchObject({ volume: 0.5, muted: false, status: 'idle' });
    await player.play({ sound: { ...soundOf(5), partners: [{ id: 1, title: 'P' }] } });
    await settle();
    expect(engine.last.options).toMatchObject({ volume: 0.5, mute: false, html5: true });
    expect(player.store.getState().status).toBe('playing');
  });
});

import { soundFromEpisode } from '../src/player';

function soundOf(id: number) {
  return soundFromEpisode(episode(id));
}
