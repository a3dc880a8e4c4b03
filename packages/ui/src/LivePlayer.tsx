import type { LiveInfo } from '@radio/player';
import { Artwork } from './Artwork';
import { usePlayer, usePlayerState } from './context';
import { imageUrl, isLiveSound } from './format';
import { PlayButton } from './PlayButton';
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
  const status = usePlayerState((s) => s.status);
  const loadedCode = usePlayerState((s) => s.radioCode);
  const liveLoaded = usePlayerState((s) => isLiveSound(s.sound));
  const live = usePlayerState((s) => s.live);
  const error = usePlayerState((s) => s.error);

  const mine = liveLoaded && loadedCode === radioCode;
  const audible = mine && status === 'live';
  const info = (mine ? live : null) ?? initialInfo;
  const visual = imageUrl(info?.visual?.url, '304x171');

  const toggle = () => {
    if (audible) player.pause();
    else if (mine && status === 'paused') void player.play();
    else void player.playLive(radioCode);
  };

  return (
    <section className="live" part="live" aria-label="Le direct" data-status={mine ? status : 'idle'}>
      <Artwork src={visual} alt={info?.visual?.alt} kind="visual" fallback="live" />
      <div className="titles">
        <p className="kicker" part="kicker">
          <span className="dot" aria-hidden="true" /> Le direct{radioName ? ` · ${radioName}` : ''}
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
        audible={audible}
        busy={mine && status === 'loading'}
        label={audible ? 'Mettre le direct en pause' : 'Écouter le direct'}
        rank={FOCUS_RANK.live}
        onClick={toggle}
      />
      <p className="visually-hidden" role="status">
        {mine && error ? error.message : ''}
      </p>
    </section>
  );
}
