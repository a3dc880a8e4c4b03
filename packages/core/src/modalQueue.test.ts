import { describe, expect, it } from 'vitest';
import * as modalQueue from './modalQueue';

describe('modal queue (§2 Modals)', () => {
  it('§2 "a new modal waits when one is visible, and closing one shows the next"', () => {
    let s = modalQueue.emptyModalQueue();
    s = modalQueue.openModal(s, { name: 'roll', id: 'a' });
    s = modalQueue.openModal(s, { name: 'donation', id: 'b' });
    s = modalQueue.openModal(s, { name: 'max-listening', id: 'c' });
    expect(s.visible?.name).toBe('roll');
    expect(s.waiting.map((m) => m.name)).toEqual(['donation', 'max-listening']);
    s = modalQueue.closeModal(s);
    expect(s.visible?.name).toBe('donation');
    s = modalQueue.closeModal(s, 'c'); // a waiting one can be withdrawn
    expect(s.waiting).toEqual([]);
    expect(modalQueue.closeModal(s, 'zzz')).toBe(s);
    s = modalQueue.closeModal(s, 'b');
    expect(s).toEqual({ visible: null, waiting: [] });
    expect(modalQueue.closeModal(s)).toBe(s);
  });

  it('§2 "Closing on outside click is on by default."', () => {
    let s = modalQueue.openModal(modalQueue.emptyModalQueue(), { name: 'info' });
    expect(s.visible?.closeOnOutsideClick).toBe(true);
    s = modalQueue.openModal(s, { name: 'roll', closeOnOutsideClick: false });
    s = modalQueue.outsideClick(s);
    expect(s.visible?.name).toBe('roll');
    expect(modalQueue.outsideClick(s)).toBe(s);
    expect(modalQueue.isModalQueued(s, 'roll')).toBe(true);
    expect(modalQueue.isModalQueued(s, 'info')).toBe(false);
  });

  it('the observable queue notifies on every change', () => {
    const q = modalQueue.createModalQueue<{ title: string }>();
    const seen: (string | null)[] = [];
    const off = q.subscribe((s) => seen.push(s.visible?.name ?? null));
    const first = q.open({ name: 'donation', props: { title: 'Merci' } });
    const second = q.open({ name: 'flags' });
    expect(first).not.toBe(second);
    expect(q.getState().visible?.props).toEqual({ title: 'Merci' });
    expect(q.isQueued('flags')).toBe(true);
    q.outsideClick();
    q.close();
    q.close(); // nothing visible: no notification
    expect(seen).toEqual(['donation', 'donation', 'flags', null]);
    off();
    q.open({ name: 'x' });
    expect(seen).toHaveLength(4);
  });
});
