import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../src/events';

describe('player events', () => {
  it('delivers to each listener until it unsubscribes', () => {
    const events = createEmitter();
    const seen: number[] = [];
    const off = events.on('timeupdate', (e) => seen.push(e.position));
    events.emit('timeupdate', { position: 1, duration: 10 });
    off();
    events.emit('timeupdate', { position: 2, duration: 10 });
    expect(seen).toEqual([1]);
  });

  it('a listener that throws does not keep the others from the event', () => {
    const events = createEmitter();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    events.on('error', () => {
      throw new Error('boom');
    });
    events.on('error', (e) => seen.push(e.code));
    events.emit('error', { code: 'network', message: 'm' });
    expect(seen).toEqual(['network']);
    expect(error).toHaveBeenCalledWith("[player] listener of 'error' failed", expect.any(Error));
  });

  it('clear removes every listener', () => {
    const events = createEmitter();
    const seen: string[] = [];
    events.on('pause', (e) => seen.push(e.sound.id));
    events.clear();
    events.emit('pause', { sound: { id: 'x' } as never });
    expect(seen).toEqual([]);
  });
});
