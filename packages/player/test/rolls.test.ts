import { describe, expect, it, vi } from 'vitest';
import { episode, json, rollFor, setCounterCookie, settle } from './fakes';
import { rig, SIGNED_IN } from './setup';

/** The roll URLs of the fakes end with the query that chose them. */
const rollName = (src: string | undefined) => (src ? decodeURIComponent(src.split('?')[1] ?? '') : null);
const isRoll = (src: string) => src.includes('roll.mp3');

async function startEpisodeAt(count: number) {
  setCounterCookie({ ListenerNb: count });
  const r = rig();
  const ok = await r.player.play({ episodeId: 1 });
  await settle();
  const first = r.engine.sounds[0]?.src;
  return {
    ...r,
    ok,
    preRoll: first && isRoll(first) ? rollName(first) : null,
    postRoll: rollName(r.player.store.getState().postRoll?.url),
  };
}

/** Episode 1 played where the API has a roll of `type` only, its pop-in saying `deskt` on a desktop. */
async function playWithOnly(type: 'Pre-roll' | 'Post-roll', deskt: string) {
  const r = rig();
  r.api.route('GET', /\/rolls\/$/, (c) =>
    c.url.searchParams.get('roll_type') === type ? [rollFor(c.url.searchParams, { deskt })] : [],
  );
  await r.player.play({ episodeId: 1 });
  await settle();
  return r;
}

/** A roll plays, and its pop-in is the modal shown. */
const ROLL_WITH_POP_IN = { status: 'roll', modals: { visible: { kind: 'roll' } } };

const PARCOURS = 'Parcours Dons Utilisateurs anonymes';
const GENERIC = 'Appel au Don générique';

describe('§4 Donation funnel (anonymous listener count)', () => {
  it('"0: pre-roll \'Parcours Dons\' (first listening); global post-roll if any."', async () => {
    const r = await startEpisodeAt(0);
    expect(r.preRoll).toBe(`Pre-roll|${PARCOURS}|Anonyme|firstListening`);
    expect(r.postRoll).toBe('Post-roll|Global');
    expect(r.player.store.getState().status).toBe('roll');
  });

  it('"1: global pre-roll if any; global post-roll if any."', async () => {
    const r = await startEpisodeAt(1);
    expect(r.preRoll).toBe('Pre-roll|Global');
    expect(r.postRoll).toBe('Post-roll|Global');
  });

  it('"2: global pre-roll if any; post-roll \'Parcours Dons\' (third)."', async () => {
    const r = await startEpisodeAt(2);
    expect(r.preRoll).toBe('Pre-roll|Global');
    expect(r.postRoll).toBe(`Post-roll|${PARCOURS}|Anonyme|thirdListening`);
  });

  it('"3: no global pre-roll; anonymous pre-roll; global post-roll if any."', async () => {
    const r = await startEpisodeAt(3);
    expect(r.preRoll).toBe(`Pre-roll|${GENERIC}|Anonyme`);
    expect(r.postRoll).toBe('Post-roll|Global');
  });

  it('"4: anonymous pre-roll; no post-roll."', async () => {
    const r = await startEpisodeAt(4);
    expect(r.preRoll).toBe(`Pre-roll|${GENERIC}|Anonyme`);
    expect(r.postRoll).toBeNull();
    expect(r.api.to(/\/rolls\/$/).map((c) => c.url.searchParams.get('roll_type'))).toEqual(['Pre-roll']);
  });

  it('"5: nothing."', async () => {
    const r = await startEpisodeAt(5);
    expect(r.preRoll).toBeNull();
    expect(r.postRoll).toBeNull();
    expect(r.api.to(/\/rolls\/$/)).toHaveLength(0);
    expect(r.engine.srcs()).toEqual(['http://api.test/media/audio/episode-1.mp3']);
    expect(r.player.store.getState().status).toBe('playing');
  });

  it('"Signed-in users get no rolls."', async () => {
    const r = rig({ user: SIGNED_IN });
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.api.to(/\/rolls\/$/)).toHaveLength(0);
    expect(r.engine.srcs()).toEqual(['http://api.test/media/audio/episode-1.mp3']);
    expect(r.player.store.getState().postRoll).toBeNull();
  });

  it('§4 Player "if a global pre-roll exists and the episode has no partners" — an episode with partners gets no roll', async () => {
    const r = rig();
    r.api.route('GET', /\/api\/episode\/3$/, () =>
      episode(3, { partners: [{ id: 4, title: 'Partenaire' }] }),
    );
    await r.player.play({ episodeId: 3 });
    await settle();
    // The rolls are fetched while the episode is read (first sound), and the pre-roll may start
    // loading ahead; but none plays: the roll loaded ahead is dropped unplayed, the one sound
    // played is the episode, and no post-roll waits for its end.
    const played = r.engine.sounds.filter((x) => x.calls.includes('play'));
    expect(played.map((x) => x.src)).toEqual([expect.stringContaining('episode-3')]);
    for (const roll of r.engine.sounds.filter((x) => isRoll(x.src))) expect(roll.unloaded).toBe(true);
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', postRoll: null, roll: null });
  });

  it('first sound: the rolls are asked for while the episode is read, not after it', async () => {
    const r = rig();
    const order: string[] = [];
    r.api.route('GET', /\/api\/episode\/1$/, async () => {
      order.push('episode asked');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('episode answered');
      return episode(1);
    });
    r.api.route('GET', /\/rolls\/$/, (c) => {
      order.push('roll asked');
      return [rollFor(c.url.searchParams)];
    });
    const playing = r.player.play({ episodeId: 1 });
    await vi.advanceTimersByTimeAsync(60);
    await playing;
    await settle();
    expect(order.indexOf('roll asked')).toBeLessThan(order.indexOf('episode answered'));
    // The pre-roll still plays first (spec §4), after its check request.
    expect(r.engine.srcs()[0]).toMatch(/roll/i);
  });
});

describe("§4 Rolls' pop-ins", () => {
  it('"A pop-in donation flag is set if the roll has a desktop or mobile pop-in value" and the roll modal is queued', async () => {
    const r = rig();
    r.api.route('GET', /\/rolls\/$/, (c) => [rollFor(c.url.searchParams, { mobil: 'don-mobile' })]);
    expect(r.player.store.getState().popInDonation).toBe(false);
    await r.player.play({ episodeId: 1 });
    await settle();
    const s = r.player.store.getState();
    expect(s.popInDonation).toBe(true);
    expect(s.modals.visible).toMatchObject({ kind: 'roll', data: { desktop: null, mobile: 'don-mobile' } });
  });

  it("a post-roll's pop-in closes when its roll ends", async () => {
    // Count 0 → 1 during the episode: odd, so no 75 % donation modal stands before the roll's.
    setCounterCookie({ ListenerNb: 0 });
    const r = await playWithOnly('Post-roll', 'merci');
    await vi.advanceTimersByTimeAsync(200_000); // the episode, then the post-roll starts
    expect(r.player.store.getState()).toMatchObject(ROLL_WITH_POP_IN);
    await vi.advanceTimersByTimeAsync(20_000); // the post-roll ends
    await settle();
    expect(r.player.store.getState().roll).toBeNull();
    expect(r.player.store.getState().modals.visible).toBeNull();
  });

  it("a pre-roll's pop-in closes when its roll ends: it never stays over the episode (and « À suivre »)", async () => {
    const r = await playWithOnly('Pre-roll', 'don');
    expect(r.player.store.getState()).toMatchObject(ROLL_WITH_POP_IN);
    await vi.advanceTimersByTimeAsync(20_000); // the pre-roll ends, the episode plays
    await settle();
    expect(r.player.store.getState().status).toBe('playing');
    expect(r.player.store.getState().modals.visible).toBeNull();
  });

  it("a roll's pop-in closes on the next play", async () => {
    const r = rig();
    r.api.route('GET', /\/rolls\/$/, (c) => [rollFor(c.url.searchParams, { deskt: 'merci' })]);
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.player.store.getState().modals.visible).toMatchObject({ kind: 'roll' });
    r.api.route('GET', /\/rolls\/$/, () => []);
    await r.player.play({ episodeId: 2 });
    await settle();
    expect(r.player.store.getState().modals.visible).toBeNull();
  });

  it('a roll without pop-in value leaves the flag unset', async () => {
    const r = await startEpisodeAt(1);
    expect(r.player.store.getState().popInDonation).toBe(false);
    expect(r.player.store.getState().modals.visible).toBeNull();
  });
});

describe('§4 Player: pre-roll check request', () => {
  it('"a check request to the roll audio runs. If it works the pre-roll plays, then the main sound loads"', async () => {
    const r = await startEpisodeAt(1);
    const head = r.api.to(/\/media\/audio\/roll\.mp3$/, 'HEAD');
    expect(head).toHaveLength(1);
    expect(r.engine.sounds).toHaveLength(1);
    const events: string[] = [];
    r.player.on('roll-end', () => events.push('roll-end'));
    r.player.on('play', (e) => events.push(`play:${e.sound.id}`));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(r.engine.sounds[0]?.unloaded).toBe(true);
    expect(r.engine.last.src).toBe('http://api.test/media/audio/episode-1.mp3');
    expect(events).toEqual(['roll-end', 'play:1']);
    expect(r.player.store.getState().status).toBe('playing');
  });

  it('"if the roll is missing (404) … the main sound loads directly"', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.api.route('HEAD', /roll\.mp3$/, () => new Response(null, { status: 404 }));
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.api.to(/roll\.mp3$/, 'HEAD')).toHaveLength(1);
    expect(r.engine.srcs()).toEqual(['http://api.test/media/audio/episode-1.mp3']);
    expect(r.player.store.getState().status).toBe('playing');
  });

  it('"… or errors, the main sound loads directly"', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.api.route('HEAD', /roll\.mp3$/, () => {
      throw new TypeError('Failed to fetch');
    });
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.engine.srcs()).toEqual(['http://api.test/media/audio/episode-1.mp3']);
  });

  it('a roll whose audio fails to load hands over to the main sound', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.engine.behaviour = (src) => (src.includes('roll') ? 'loaderror' : 'ok');
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.engine.last.src).toBe('http://api.test/media/audio/episode-1.mp3');
    expect(r.player.store.getState().status).toBe('playing');
  });

  it('the rolls API failing does not block the episode', async () => {
    const r = rig();
    r.api.route('GET', /\/rolls\/$/, () => json({ status: 500, message: 'Erreur' }, 500));
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.engine.srcs()).toEqual(['http://api.test/media/audio/episode-1.mp3']);
  });
});

describe('§4 Player: end of the main sound', () => {
  it('"When the main sound ends: stop; … play the post-roll if any; then auto-play the next playlist item if any."', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.api.route('GET', /\/rcf_rest_playerlist\/show\/7\/1$/, () => ({ prev: null, next: episode(2) }));
    const ended: string[] = [];
    r.player.on('ended', (e) => ended.push(e.sound.id));
    await r.player.play({ episodeId: 1, playlist: { type: 'show', id: 7 } });
    await settle();
    expect(r.player.store.getState().playlist).toMatchObject({ type: 'show', id: '7', next: { id: 2 } });
    await vi.advanceTimersByTimeAsync(20_000); // pre-roll
    const main = r.engine.last;
    expect(main.src).toContain('episode-1');
    await vi.advanceTimersByTimeAsync(200_000); // episode 1
    expect(ended).toEqual(['1']);
    expect(main.calls).toContain('stop');
    expect(rollName(r.engine.last.src)).toBe('Post-roll|Global');
    expect(r.player.store.getState().status).toBe('roll');
    await vi.advanceTimersByTimeAsync(20_000); // post-roll
    await settle();
    // Episode 1 counted after 30 s: count 2 gives a global pre-roll to episode 2.
    expect(rollName(r.engine.last.src)).toBe('Pre-roll|Global');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(r.engine.last.src).toBe('http://api.test/media/audio/episode-2.mp3');
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', sound: { id: '2' } });
    expect(r.api.to(/\/rcf_rest_playerlist\/show\/7\/2$/)).toHaveLength(1);
  });

  it('without a next item the player stays paused on the finished episode', async () => {
    const r = rig({ user: SIGNED_IN });
    r.api.route('GET', /\/rcf_rest_playerlist\//, () => ({ prev: null, next: null }));
    await r.player.play({ episodeId: 1, playlist: { type: 'show', id: 7 } });
    await settle();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(r.engine.sounds).toHaveLength(1);
    expect(r.player.store.getState()).toMatchObject({ status: 'paused', sound: { id: '1' }, position: 0 });
  });
});
