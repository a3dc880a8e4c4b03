import { describe, expect, it, vi } from 'vitest';
import {
  enqueue,
  moveInQueue,
  QUEUE_STORAGE_KEY,
  type QueueItem,
  queueFrom,
  readQueue,
  removeFromQueue,
  takeNext,
} from '../src/up-next';
import { episode, settle } from './fakes';
import { rig, SIGNED_IN } from './setup';

const item = (n: number): QueueItem => ({ id: String(n), title: `Épisode ${n}`, show: 'La Parole' });
const ids = (q: QueueItem[]) => q.map((i) => i.id);

describe('« À suivre »: the order a list page hands over', () => {
  it('playing the 2nd of a list queues what follows it, in the list order', () => {
    expect(ids(queueFrom([item(1), item(2), item(3), item(4)], '2'))).toEqual(['3', '4']);
  });

  it('an episode not in the list queues the whole list, duplicates once', () => {
    expect(ids(queueFrom([item(1), item(3), item(1)], '9'))).toEqual(['1', '3']);
  });

  it('next takes the head; at the end of the list there is none', () => {
    const first = takeNext([item(3), item(4)]);
    expect(first?.next.id).toBe('3');
    expect(ids(first?.rest ?? [])).toEqual(['4']);
    expect(takeNext(first?.rest ?? [])?.next.id).toBe('4');
    expect(takeNext([])).toBeNull();
  });

  it('the listener adds, moves and removes', () => {
    let q = enqueue([item(1), item(2)], item(3));
    q = enqueue(q, item(1));
    expect(ids(q)).toEqual(['1', '2', '3']);
    q = moveInQueue(q, 2, 0);
    expect(ids(q)).toEqual(['3', '1', '2']);
    q = moveInQueue(q, 0, 99);
    expect(ids(q)).toEqual(['1', '2', '3']);
    expect(ids(removeFromQueue(q, '2'))).toEqual(['1', '3']);
  });

  it('a stored queue is read back; a damaged one reads as empty', () => {
    localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([item(5), { id: 6 }, item(7)]));
    expect(ids(readQueue())).toEqual(['5', '7']);
    localStorage.setItem(QUEUE_STORAGE_KEY, '{oops');
    expect(readQueue()).toEqual([]);
    localStorage.removeItem(QUEUE_STORAGE_KEY);
  });
});

describe('§4 continuous listening in the engine', () => {
  it('a play with its list order fills « À suivre »; next plays its head, then the following one', async () => {
    const r = rig({ user: SIGNED_IN });
    await r.player.play({ episodeId: 1, queue: [item(1), item(2), item(3)] });
    await settle();
    expect(ids(r.player.store.getState().queue)).toEqual(['2', '3']);
    expect(await r.player.next()).toBe(true);
    await settle();
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', sound: { id: '2' } });
    expect(ids(r.player.store.getState().queue)).toEqual(['3']);
    expect(r.engine.last.src).toContain('episode-2');
  });

  it('"When the main sound ends … play the post-roll if any; then auto-play the next" item of « À suivre »', async () => {
    const r = rig();
    await r.player.play({ episodeId: 1, queue: [item(1), item(2)] });
    await settle();
    await vi.advanceTimersByTimeAsync(20_000); // pre-roll
    await vi.advanceTimersByTimeAsync(200_000); // episode 1
    await vi.advanceTimersByTimeAsync(20_000); // post-roll
    await settle();
    await vi.advanceTimersByTimeAsync(20_000); // episode 2's pre-roll
    await settle();
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', sound: { id: '2' }, queue: [] });
  });

  it('at the end of the list the player stops on the finished episode', async () => {
    const r = rig({ user: SIGNED_IN });
    await r.player.play({ episodeId: 1, queue: [item(1)] });
    await settle();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(await r.player.next()).toBe(false);
    expect(r.player.store.getState()).toMatchObject({ status: 'paused', sound: { id: '1' }, queue: [] });
  });

  it('« Épisode précédent » comes from rcf_rest_playerlist, « suivant » too when nothing is queued', async () => {
    const r = rig({ user: SIGNED_IN });
    r.api.route('GET', /\/rcf_rest_playerlist\/show\/7\/5$/, () => ({ prev: episode(4), next: episode(6) }));
    r.api.route('GET', /\/rcf_rest_playerlist\/show\/7\/4$/, () => ({ prev: null, next: episode(5) }));
    await r.player.play({ episodeId: 5, playlist: { type: 'show', id: 7 } });
    await settle();
    expect(await r.player.prev()).toBe(true);
    await settle();
    expect(r.player.store.getState().sound?.id).toBe('4');
    expect(await r.player.next()).toBe(true);
    await settle();
    expect(r.player.store.getState().sound?.id).toBe('5');
  });

  it('« À suivre » survives a reload: a new engine on the page reads it back, and clearing empties the stored copy', async () => {
    const first = rig({ user: SIGNED_IN });
    await first.player.play({ episodeId: 1, queue: [item(1), item(2), item(3)] });
    first.player.moveInQueue(1, 0);
    first.player.destroy();
    const again = rig({ user: SIGNED_IN });
    expect(ids(again.player.store.getState().queue)).toEqual(['3', '2']);
    again.player.clearQueue();
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    expect(rig().player.store.getState().queue).toEqual([]);
  });
});
