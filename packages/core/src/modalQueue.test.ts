import { describe, expect, it } from 'vitest';
import {
  closeModal,
  createModalQueue,
  emptyModalQueue,
  isModalQueued,
  openModal,
  outsideClick,
} from './modalQueue';

describe('modal queue (§2 Modals)', () => {
  it('§2 "a new modal waits when one is visible, and closing one shows the next"', () => {
    let s = emptyModalQueue();
    s = openModal(s, { name: 'roll', id: 'a' });
    s = openModal(s, { name: 'donation', id: 'b' });
    s = openModal(s, { name: 'max-listening', id: 'c' });
    expect(s.visible?.name).toBe('roll');
    expect(s.waiting.map((m) => m.name)).toEqual(['donation', 'max-listening']);
    s = closeModal(s);
    expect(s.visible?.name).toBe('donation');
    s = closeModal(s, 'c'); // a waiting one can be withdrawn
    expect(s.waiting).toEqual([]);
    expect(closeModal(s, 'zzz')).toBe(s);
    s = closeModal(s, 'b');
    expect(s).toEqual({ visible: null, waiting: [] });
    expect(closeModal(s)).toBe(s);
  });

  it('§2 "Closing on outside click is on by default."', () => {
    let s = openModal(emptyModalQueue(), { name: 'info' });
    expect(s.visible?.closeOnOutsideClick).toBe(true);
    s = openModal(s, { name: 'roll', closeOnOutsideClick: false });
    s = outsideClick(s);
    expect(s.visible?.name).toBe('roll');
    expect(outsideClick(s)).toBe(s);
    expect(isModalQueued(s, 'roll')).toBe(true);
    expect(isModalQueued(s, 'info')).toBe(false);
  });

  it('the observable queue notifies on every change', () => {
    const q = createModalQueue<{ title: string }>();
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
