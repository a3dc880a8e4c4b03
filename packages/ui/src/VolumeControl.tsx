import type { FormEvent } from 'react';
import { usePlayer, usePlayerState } from './context';
import { Icon } from './Icon';

/** Mute button and volume slider, shared by the podcast bar and the live bar. */
export function VolumeControl() {
  const player = usePlayer();
  const volume = usePlayerState((s) => s.volume);
  const muted = usePlayerState((s) => s.muted);
  const level = Math.round((muted ? 0 : volume) * 100);
  const setLevel = (e: FormEvent<HTMLInputElement>) => {
    if (muted) player.setMuted(false);
    player.setVolume(Number(e.currentTarget.value) / 100);
  };
  return (
    <div className="volume">
      <button
        type="button"
        className="icon"
        part="button mute"
        onClick={() => player.toggleMute()}
        aria-label={muted ? 'Réactiver le son' : 'Couper le son'}
        aria-pressed={muted}
      >
        <Icon name={muted || volume === 0 ? 'muted' : 'volume'} />
      </button>
      <label>
        <span className="visually-hidden">Volume</span>
        <input
          type="range"
          part="volume"
          min={0}
          max={100}
          step={5}
          value={level}
          aria-valuetext={`${level} %`}
          // React's onChange follows every move; a DOM `change` (preact's core in the SDK) only the release.
          onInput={setLevel}
          onChange={setLevel}
        />
      </label>
    </div>
  );
}
