import { formatClock, programmeElapsed } from '@radio/core';
import { usePlayer, usePlayerState } from './context';
import { Icon } from './Icon';

/**
 * « Reprendre l'émission au début » / « Revenir au direct »: shown only when the live's radio has
 * a timeshift (the engine's `timeshift` state); absent otherwise.
 */
export function StartOverButton() {
  const player = usePlayer();
  const shift = usePlayerState((s) => s.timeshift);
  const programmeKnown = usePlayerState((s) => Boolean(s.live?.date));
  if (!shift) return null;
  if (shift.from) {
    return (
      <button
        type="button"
        className="text-button start-over"
        part="button back-to-live"
        onClick={() => player.backToLive()}
        data-action="back-to-live"
      >
        <Icon name="live" />
        <span className="label">Revenir au direct</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="text-button start-over"
      part="button start-over"
      onClick={() => void player.startOver()}
      disabled={!programmeKnown}
      data-action="start-over"
    >
      <Icon name="back" />
      <span className="label">Reprendre l'émission au début</span>
    </button>
  );
}

/** Where the listener is in the restarted programme: « Émission reprise au début · 3:12 / 45:00 ». */
export function StartOverPosition() {
  const shift = usePlayerState((s) => s.timeshift);
  const position = usePlayerState((s) => s.position);
  if (!shift?.from || !shift.programme) return null;
  const elapsed = programmeElapsed(shift.programme.date, Date.parse(shift.from), position);
  const length = (Date.parse(shift.programme.enddate) - Date.parse(shift.programme.date)) / 1000;
  return (
    <p className="show delay" part="start-over-position" data-elapsed={Math.floor(elapsed)}>
      <span className="lead">Reprise au début · </span>
      {formatClock(elapsed)}
      {length > 0 ? ` / ${formatClock(length)}` : ''}
    </p>
  );
}
