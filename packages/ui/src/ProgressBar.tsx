import { formatClock } from '@radio/core';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { progressText } from './format';

export interface ProgressBarProps {
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
  disabled?: boolean;
  /** Seconds moved by ←/→ on the slider. */
  step?: number;
  /** Drawn over the slider (the chapters' marks). */
  children?: ReactNode;
}

/**
 * The seekable progress bar: the browser's own range input (mouse, touch and its accessibility
 * come with it), seeking where the pointer is released (`change`; `input` only moves the times
 * shown meanwhile), with the player's keys: ←/→ ±`step` s, PageUp/PageDown ±60 s, Home/End.
 */
export function ProgressBar({
  position,
  duration,
  onSeek,
  disabled = false,
  step = 5,
  children,
}: ProgressBarProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The seek is the DOM's own 'change' (the pointer released), listened to directly: React's
  // onChange would follow every move.
  useEffect(() => {
    const el = input.current;
    const seek = () => {
      setDragging(null);
      onSeek(Number(el?.value));
    };
    el?.addEventListener('change', seek);
    return () => el?.removeEventListener('change', seek);
  }, [onSeek]);
  const max = duration > 0 ? duration : 0;
  const shown = Math.min(dragging ?? position, max || Number.POSITIVE_INFINITY);
  const inactive = disabled || max === 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: position - step,
      ArrowDown: position - step,
      ArrowRight: position + step,
      ArrowUp: position + step,
      PageDown: position - 60,
      PageUp: position + 60,
      Home: 0,
      End: max,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    // The bar handles its own arrows; the player's ←/→ shortcut must not skip as well.
    e.stopPropagation();
    onSeek(Math.max(0, Math.min(max, to)));
  };

  return (
    <div className="progress">
      <span className="time" part="time elapsed">
        {formatClock(shown)}
      </span>
      <span className="track">
        <input
          type="range"
          className="seek"
          part="progress"
          aria-label="Position de lecture"
          min={0}
          max={Math.floor(max)}
          value={Math.floor(shown)}
          aria-valuetext={progressText(shown, max)}
          disabled={inactive}
          ref={input}
          onInput={(e) => setDragging(Number(e.currentTarget.value))}
          onKeyDown={onKeyDown}
          // The share played, for the phone bar's thin line (drawn by its own CSS, without the
          // browser's thumb). Set through the CSSOM, which a CSP without 'unsafe-inline' allows.
          style={{ '--_played': `${max ? (shown / max) * 100 : 0}%` } as CSSProperties}
        />
        {children}
      </span>
      <span className="time" part="time remaining">
        <span className="visually-hidden">Temps restant </span>-{formatClock(max - shown)}
      </span>
    </div>
  );
}
