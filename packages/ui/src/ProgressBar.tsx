import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { clock, progressText } from './format';

export interface ProgressBarProps {
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
  disabled?: boolean;
  /** Seconds moved by ←/→ on the slider. */
  step?: number;
}

/**
 * The seekable progress bar: a `role="slider"` usable with mouse, touch (pointer events with
 * capture, so a drag may leave the bar) and keyboard (←/→, PageUp/PageDown, Home/End).
 * While dragging, the thumb follows the pointer and the seek happens on release.
 */
export function ProgressBar({ position, duration, onSeek, disabled = false, step = 5 }: ProgressBarProps) {
  const track = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const max = duration > 0 ? duration : 0;
  const shown = Math.min(dragging ?? position, max || Number.POSITIVE_INFINITY);
  const ratio = max > 0 ? Math.max(0, Math.min(1, shown / max)) : 0;
  const inactive = disabled || max === 0;

  const at = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return Math.max(0, Math.min(1, (clientX - rect.left) / rect.width)) * max;
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (inactive || e.button > 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.currentTarget.focus();
    setDragging(at(e.clientX));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging !== null) setDragging(at(e.clientX));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging === null) return;
    const to = at(e.clientX);
    setDragging(null);
    onSeek(to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (inactive) return;
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
        {clock(shown)}
      </span>
      <div
        ref={track}
        className="track"
        part="progress"
        role="slider"
        tabIndex={inactive ? -1 : 0}
        aria-label="Position de lecture"
        aria-valuemin={0}
        aria-valuemax={Math.floor(max)}
        aria-valuenow={Math.floor(shown)}
        aria-valuetext={progressText(shown, max)}
        aria-disabled={inactive || undefined}
        data-dragging={dragging !== null || undefined}
        // A custom property set through the CSSOM: allowed under a CSP without 'unsafe-inline'.
        style={{ '--radio-ratio': String(ratio) } as CSSProperties}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDragging(null)}
        onKeyDown={onKeyDown}
      >
        <span className="fill" aria-hidden="true" />
        <span className="thumb" aria-hidden="true" />
      </div>
      <span className="time" part="time remaining">
        <span className="visually-hidden">Temps restant </span>-{clock(max - shown)}
      </span>
    </div>
  );
}
