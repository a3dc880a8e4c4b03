import type { LiveInfo } from '@radio/player';
import { Artwork } from './Artwork';
import { usePlayer, usePlayerState } from './context';
import { imageUrl } from './format';
import { PlayButton } from './PlayButton';
import { StatusLine } from './StatusLine';
import { FOCUS_RANK } from './shortcuts';

export interface LivePlayerProps {
  /** Radio code, e.g. `RCFNational`. */
  radioCode: string;
  /** Radio name shown under « Le direct ». */
  radioName?: string;
  /** Now-playing fetched before the stream is loaded (the engine refreshes it once playing). */
  initialInfo?: LiveInfo | null;
}

/** The live player: « Le direct », the now-playing title and artist, the visual, play/pause. */
export function LivePlayer({ radioCode, radioName, initialInfo = null }: LivePlayerProps) {
  const player = usePlayer();
  const id = `livestream-${radioCode}`;
  const state = usePlayerState(() => player.playState(id));
  const mine = usePlayerState((s) => s.sound?.id === id);
  const live = usePlayerState((s) => s.live);

  const on = state === 'playing' || state === 'loading';
  const info = (mine ? live : null) ?? initialInfo;
  const visual = imageUrl(info?.visual?.url, '304x171');

  return (
    <section className="live" part="live" aria-label="Le direct" data-status={state}>
      <Artwork src={visual} alt={info?.visual?.alt} kind="visual" fallback="live" />
      <div className="titles">
        <p className="kicker" part="kicker">
          <span className="dot" aria-hidden="true" /> Le direct
          {/* The station's name wraps as one piece on a narrow screen, never « RCF » / « National ». */}
          {radioName ? <span className="station"> · {radioName}</span> : null}
        </p>
        <p className="title" part="title" aria-live="polite">
          {info?.title || 'Le direct'}
        </p>
        {info?.artiste ? (
          <p className="artist" part="artist">
            {info.artiste}
          </p>
        ) : null}
      </div>
      <PlayButton
        state={state}
        label={on ? 'Mettre le direct en pause' : 'Écouter le direct'}
        rank={FOCUS_RANK.live}
        onClick={() => player.toggle({ radioCode })}
      />
      <StatusLine id={id} onRetry={() => player.toggle({ radioCode })} />
    </section>
  );
}
