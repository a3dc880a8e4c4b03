// The podcast bar's controls: the transport row (previous, back, play, forward, next), the speed
// and the sleep timer.
import type { SleepTimerSetting } from '@radio/player';
import type { RefObject } from 'react';
import { usePlayer, usePlayerState } from './context';
import { rateLabel } from './format';
import { Icon } from './Icon';

export const RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_BACK_S = 15;
export const SKIP_FORWARD_S = 30;
const SLEEP_OPTIONS: Array<[string, string]> = [
  ['', 'Désactivée'],
  ['15', '15 min'],
  ['30', '30 min'],
  ['60', '60 min'],
  ['end-of-episode', "Fin de l'épisode"],
];

/** Previous, back 15 s, play/pause, forward 30 s, next: only the play button works for another episode. */
export function TransportButtons({
  mine,
  rollPlaying,
  audible,
  busy,
  canPrev,
  canNext,
  onPlayPause,
  playButton,
}: {
  /** The loaded sound is this bar's episode. */
  mine: boolean;
  rollPlaying: boolean;
  audible: boolean;
  busy: boolean;
  canPrev: boolean;
  canNext: boolean;
  onPlayPause: () => void;
  playButton: RefObject<HTMLButtonElement | null>;
}) {
  const player = usePlayer();
  return (
    <div className="transport" part="controls">
      <button
        type="button"
        className="icon"
        part="button previous"
        onClick={() => void player.prev()}
        disabled={!mine || !canPrev}
        aria-label="Épisode précédent"
      >
        <Icon name="previous" />
      </button>
      <button
        type="button"
        className="icon"
        part="button skip-back"
        onClick={() => player.skip(-SKIP_BACK_S)}
        disabled={!mine || rollPlaying}
        aria-label={`Reculer de ${SKIP_BACK_S} secondes`}
      >
        <Icon name="back" />
      </button>
      <button
        ref={playButton}
        type="button"
        className="icon play"
        part="button play-button"
        onClick={onPlayPause}
        aria-label={audible ? 'Pause' : 'Lecture'}
        aria-busy={busy || undefined}
        data-action="play-pause"
      >
        <Icon name={audible ? 'pause' : 'play'} />
      </button>
      <button
        type="button"
        className="icon"
        part="button skip-forward"
        onClick={() => player.skip(SKIP_FORWARD_S)}
        disabled={!mine || rollPlaying}
        aria-label={`Avancer de ${SKIP_FORWARD_S} secondes`}
      >
        <Icon name="forward" />
      </button>
      <button
        type="button"
        className="icon"
        part="button next"
        onClick={() => void player.next()}
        disabled={!mine || !canNext}
        aria-label="Épisode suivant"
      >
        <Icon name="next" />
      </button>
    </div>
  );
}

/** The playback speed, 0.75× to 2× (live streams and rolls play at 1×). */
export function RateSelect({ disabled }: { disabled: boolean }) {
  const player = usePlayer();
  const rate = usePlayerState((s) => s.rate);
  return (
    <label className="field">
      <span className="visually-hidden">Vitesse de lecture</span>
      <select
        part="select rate"
        value={String(rate)}
        onChange={(e) => player.setRate(Number(e.currentTarget.value))}
        disabled={disabled}
      >
        {RATES.map((r) => (
          <option key={r} value={String(r)}>
            {rateLabel(r)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The sleep timer: off, 15, 30 or 60 minutes, or the end of the episode. */
export function SleepSelect() {
  const player = usePlayer();
  const sleep = usePlayerState((s) => s.sleepTimer.setting);
  return (
    <label className="field">
      <span className="visually-hidden">Minuterie de sommeil</span>
      <Icon name="moon" />
      <select
        part="select sleep"
        value={sleep === null ? '' : String(sleep)}
        onChange={(e) => {
          const v = e.currentTarget.value;
          player.setSleepTimer(
            v === '' ? null : v === 'end-of-episode' ? v : (Number(v) as SleepTimerSetting),
          );
        }}
      >
        {SLEEP_OPTIONS.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
