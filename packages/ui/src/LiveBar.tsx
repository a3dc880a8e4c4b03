import { useState } from 'react';
import { Artwork } from './Artwork';
import { usePlayer, usePlayerState } from './context';
import { ExpandButton } from './ExpandButton';
import { hour, imageUrl } from './format';
import { PlayButton } from './PlayButton';
import { StartOverButton, StartOverPosition } from './StartOver';
import { StatusLine } from './StatusLine';
import { FOCUS_RANK } from './shortcuts';
import { VolumeControl } from './VolumeControl';

/**
 * The bar of the live stream loaded in the engine: the radio, « Le direct », the now-playing
 * title, artist and visual (`/api/dab`, refreshed by the engine), pause and volume, and a live
 * badge. `<radio-player>` without an episode shows it whenever the engine holds a live stream,
 * so whatever plays has a visible control: one visible player for everything that plays.
 */
export function LiveBar({ primary = false }: { primary?: boolean }) {
  const player = usePlayer();
  const status = usePlayerState((s) => s.status);
  const sound = usePlayerState((s) => s.sound);
  const code = usePlayerState((s) => s.radioCode);
  const live = usePlayerState((s) => s.live);
  // After « Reprendre l'émission au début » the bar names the programme heard, not the one on air.
  const restarted = usePlayerState((s) => (s.timeshift?.from ? s.timeshift.programme : null));

  // On a phone: one row until the listener opens the rest (volume, start-over), as the podcast bar.
  const [expanded, setExpanded] = useState(false);
  const state = usePlayerState(() => player.playState());
  const on = state === 'playing' || state === 'loading';
  const radioName = sound?.radios.find((r) => r.code === code)?.name ?? sound?.radios[0]?.name ?? '';
  const heard = restarted ?? live;
  const visual = imageUrl(heard?.visual?.url, '154x154');

  return (
    <section
      className="player bar live-bar"
      part="player live-bar"
      aria-label="Lecteur du direct"
      data-status={status}
      data-radio={code ?? ''}
      data-delayed={restarted ? 'true' : undefined}
      data-expanded={String(expanded)}
    >
      <Artwork src={visual} alt={heard?.visual?.alt} fallback="live" />
      <div className="titles">
        <p className="show" part="show-title">
          <span className="badge" part="live-badge">
            <span className="dot" aria-hidden="true" /> {restarted ? 'En différé' : 'En direct'}
          </span>{' '}
          Le direct{radioName ? ` · ${radioName}` : ''}
        </p>
        <p className="title" part="title" aria-live="polite">
          {heard?.title || sound?.title || 'Le direct'}
        </p>
        {heard?.artiste ? (
          <p className="show artist" part="artist">
            {heard.artiste}
          </p>
        ) : null}
        {!restarted && live?.next ? (
          <p className="show next" part="next">
            À suivre : {hour(live.next.date)} {live.next.title}
          </p>
        ) : null}
        <StartOverPosition />
      </div>
      <ExpandButton expanded={expanded} onToggle={() => setExpanded(!expanded)} />
      <div className="main">
        <div className="transport" part="controls">
          <PlayButton
            state={state}
            label={on ? 'Mettre le direct en pause' : 'Écouter le direct'}
            rank={primary ? FOCUS_RANK.primary : FOCUS_RANK.live}
            onClick={() => player.toggle()}
          />
          <StartOverButton />
        </div>
      </div>
      <div className="options" part="options">
        <VolumeControl />
      </div>
      <StatusLine id={sound?.id} />
    </section>
  );
}
