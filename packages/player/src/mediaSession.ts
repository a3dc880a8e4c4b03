import type { PlayerState } from './types';

/** The handlers the lock screen / headset buttons call. */
export interface MediaSessionHandlers {
  play(): void;
  pause(): void;
  stop(): void;
  seekBy(deltaSeconds: number): void;
  seekTo(seconds: number): void;
  next(): void;
  prev(): void;
}

const SKIP_S = 15;

function session(): MediaSession | null {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return null;
  return navigator.mediaSession;
}

/** Image URLs may carry the `{style_name}` placeholder: the square style suits lock screens. */
const artwork = (url: string | null | undefined) =>
  url ? [{ src: url.replace('{style_name}', '154x154'), sizes: '154x154' }] : [];

/** Binds the action handlers once; returns the unbind function. */
export function bindMediaSession(h: MediaSessionHandlers): () => void {
  const ms = session();
  if (!ms) return () => {};
  const actions: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => h.play()],
    ['pause', () => h.pause()],
    ['stop', () => h.stop()],
    ['seekbackward', (d) => h.seekBy(-(d.seekOffset ?? SKIP_S))],
    ['seekforward', (d) => h.seekBy(d.seekOffset ?? SKIP_S)],
    ['seekto', (d) => d.seekTime !== undefined && h.seekTo(d.seekTime)],
    ['nexttrack', () => h.next()],
    ['previoustrack', () => h.prev()],
  ];
  for (const [action, handler] of actions) {
    try {
      ms.setActionHandler(action, handler);
    } catch {
      // Browsers throw for actions they do not support; the others still work.
    }
  }
  return () => {
    for (const [action] of actions) {
      try {
        ms.setActionHandler(action, null);
      } catch {
        // same as above
      }
    }
  };
}

/** Lock-screen title, artist and artwork; for live, the now-playing title and artist. */
export function updateMediaSession(state: PlayerState, brand: string): void {
  const ms = session();
  if (!ms) return;
  const { sound, live } = state;
  if (!sound) {
    ms.metadata = null;
    ms.playbackState = 'none';
    return;
  }
  if (typeof MediaMetadata !== 'undefined') {
    const title = sound.live && live?.title ? live.title : sound.title;
    const artist = sound.live ? (live?.artiste ?? sound.title) : (sound.show?.title ?? brand);
    const visual = sound.live ? (live?.visual?.url ?? sound.visual?.url) : sound.visual?.url;
    ms.metadata = new MediaMetadata({ title, artist, album: brand, artwork: artwork(visual) });
  }
  ms.playbackState =
    state.status === 'playing' || state.status === 'live' || state.status === 'roll' ? 'playing' : 'paused';
  if (!sound.live && state.duration > 0 && typeof ms.setPositionState === 'function') {
    try {
      ms.setPositionState({
        duration: state.duration,
        position: Math.min(state.position, state.duration),
        playbackRate: state.rate,
      });
    } catch {
      // An inconsistent position (metadata still loading) is not worth failing playback for.
    }
  }
}
