import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterModalQueue } from './modals';

type Entry = { id: string; kind: string };

/** A queue with the SDK's semantics: one visible, the others wait; closing shows the next. */
function fakeQueue() {
  let visible: Entry | null = null;
  const waiting: Entry[] = [];
  const subs = new Set<(s: { visible: Entry | null }) => void>();
  const emit = () => {
    for (const cb of subs) cb({ visible });
  };
  return {
    open(e: Entry) {
      if (visible) waiting.push(e);
      else visible = e;
      emit();
    },
    close(id?: string) {
      if (!id || visible?.id === id) visible = waiting.shift() ?? null;
      else
        waiting.splice(
          waiting.findIndex((w) => w.id === id),
          1,
        );
      emit();
    },
    get state() {
      return { visible, waiting };
    },
    subscribe(cb: (s: { visible: Entry | null }) => void) {
      subs.add(cb);
      return () => subs.delete(cb);
    },
  };
}

const g = globalThis as unknown as { window?: { RadioSDK?: unknown } };

afterEach(() => {
  delete g.window;
});

describe('site modals in the SDK modal queue', () => {
  it('§2 "a new modal waits when one is visible, and closing one shows the next"', () => {
    const modals = fakeQueue();
    g.window = { RadioSDK: { modals } };
    modals.open({ id: 'donation', kind: 'donation' });
    const show = vi.fn();
    const release = enterModalQueue('region-select', 'region-select', show);
    expect(show).not.toHaveBeenCalled();
    modals.close('donation');
    expect(show).toHaveBeenCalledTimes(1);
    release();
    expect(modals.state.visible).toBeNull();
  });

  it('shows at once when the queue is empty, and leaves the queue when released', () => {
    const modals = fakeQueue();
    g.window = { RadioSDK: { modals } };
    const show = vi.fn();
    const release = enterModalQueue('region-select', 'region-select', show);
    expect(show).toHaveBeenCalledTimes(1);
    modals.open({ id: 'roll', kind: 'roll' });
    expect(modals.state.visible?.id).toBe('region-select');
    release();
    expect(modals.state.visible?.id).toBe('roll');
  });

  it('without the SDK the modal simply opens', () => {
    g.window = {};
    const show = vi.fn();
    enterModalQueue('region-select', 'region-select', show)();
    expect(show).toHaveBeenCalledTimes(1);
  });
});
