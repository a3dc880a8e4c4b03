import type { PlayerSound } from '@radio/player';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Artwork } from './Artwork';
import { usePlayer, usePlayerState } from './context';
import { imageUrl, isLiveSound } from './format';
import { Icon } from './Icon';
import { LiveBar } from './LiveBar';
import { RateSelect, SKIP_BACK_S, SKIP_FORWARD_S, SleepSelect, TransportButtons } from './PlayerControls';
import { ProgressBar } from './ProgressBar';
import { FOCUS_RANK, handlesOwnKeys, useFocusShortcut } from './shortcuts';
import { UpNextButton, UpNextList } from './UpNext';
import { VolumeControl } from './VolumeControl';

export interface PlayerBarProps {
  /** Episode this bar stands for; the play button loads it when another sound (or none) is loaded. */
  episodeId?: string | null;
  /** Playlist context (rcf_rest_playerlist `{type}` and id) for "next". */
  playlist?: { type: string; id: string } | null;
  /** Start second for the first play (share links `?t=`). */
  startAt?: number | null;
  /** `bar` (fixed bottom bar look) or `inline` (card in the page flow). */
  variant?: 'bar' | 'inline';
  /** What to show before the episode is loaded in the engine (the page's `/api/episode/{id}`). */
  preview?: EpisodePreview | null;
  /** Base URL of share links (default: the current page). */
  shareBase?: string;
  /** Alt+P prefers this bar over other players of the page (the site's global bar). */
  primary?: boolean;
}

export interface EpisodePreview {
  title: string;
  duration?: number;
  visual?: { url: string; alt: string } | null;
  show?: { title: string } | null;
}

function belongsTo(sound: PlayerSound | null, episodeId: string | null | undefined) {
  if (!episodeId) return sound !== null && !isLiveSound(sound);
  return sound !== null && String(sound.id) === String(episodeId);
}

/** Space plays or pauses; ←/→ skip back 15 s and forward 30 s in the bar's own episode. */
function barKey(e: KeyboardEvent<HTMLElement>, playPause: () => void, own: { skip(s: number): void } | null) {
  if (handlesOwnKeys(e.target, e.key)) return;
  const action =
    e.key === ' '
      ? playPause
      : own && e.key === 'ArrowLeft'
        ? () => own.skip(-SKIP_BACK_S)
        : own && e.key === 'ArrowRight'
          ? () => own.skip(SKIP_FORWARD_S)
          : null;
  if (!action) return;
  e.preventDefault();
  action();
}

/** The podcast player bar: artwork, titles, seekable progress, transport, speed, volume, sleep timer, share. */
export function PlayerBar({
  episodeId = null,
  playlist = null,
  startAt = null,
  preview = null,
  variant = 'bar',
  shareBase,
  primary = false,
}: PlayerBarProps) {
  const player = usePlayer();
  const status = usePlayerState((s) => s.status);
  const sound = usePlayerState((s) => s.sound);
  const position = usePlayerState((s) => s.position);
  const duration = usePlayerState((s) => s.duration);
  const next = usePlayerState((s) => s.playlist?.next ?? null);
  const prev = usePlayerState((s) => s.playlist?.prev ?? null);
  const queued = usePlayerState((s) => s.queue.length);
  const head = usePlayerState((s) => s.queue[0] ?? null);
  const error = usePlayerState((s) => s.error);
  const [notice, setNotice] = useState('');
  const [upNextOpen, setUpNextOpen] = useState(false);
  // The fixed bar on a phone shows one row (artwork, titles, play) until the listener expands it.
  const [expanded, setExpanded] = useState(false);
  const upNextId = useId();
  const playButton = useRef<HTMLButtonElement>(null);
  useFocusShortcut(playButton, primary ? FOCUS_RANK.primary : FOCUS_RANK.podcast);

  const mine = belongsTo(sound, episodeId);
  // The page's own bar (no episode of its own) follows the live stream too: whatever plays has a visible control.
  if (!episodeId && isLiveSound(sound)) return <LiveBar primary={primary} />;
  // Nothing loaded but « À suivre » kept from another page or before a reload: the bar offers its head.
  const upNextOnly = !episodeId && !sound && head !== null;
  if (!mine && !episodeId && !upNextOnly) return null;

  const rollPlaying = mine && status === 'roll';
  const audible = mine && (status === 'playing' || status === 'roll');
  const busy = mine && status === 'loading';
  const current: EpisodePreview | null = mine
    ? sound
    : upNextOnly && head
      ? { title: head.title, show: head.show ? { title: head.show } : null }
      : preview;

  const playPause = () => {
    if (audible) player.pause();
    else if (mine && (status === 'paused' || status === 'embed')) void player.play();
    else if (upNextOnly) void player.next();
    else if (episodeId)
      void player.play({
        episodeId,
        ...(playlist ? { playlist } : {}),
        ...(startAt ? { startAt } : {}),
      });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => barKey(e, playPause, mine ? player : null);

  const share = async () => {
    // Without a base, the engine uses the current page (its other query parameters kept).
    const url = player.shareUrl(shareBase);
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Lien copié dans le presse-papiers');
    } catch {
      setNotice(`Lien de partage : ${url}`);
    }
  };

  const artwork = imageUrl(current?.visual?.url);

  return (
    <section
      className={`player ${variant}`}
      part="player"
      aria-label="Lecteur de podcast"
      data-status={mine ? status : 'idle'}
      data-expanded={variant === 'bar' ? String(expanded) : undefined}
      onKeyDown={onKeyDown}
    >
      <Artwork src={artwork} alt={current?.visual?.alt} fallback="audio" />
      <div className="titles">
        <p className="show" part="show-title">
          {current?.show?.title ?? ''}
        </p>
        <p className="title" part="title">
          {rollPlaying ? 'Message de votre radio' : (current?.title ?? 'Épisode')}
        </p>
      </div>
      {variant === 'bar' ? (
        <button
          type="button"
          className="icon expand"
          part="button expand"
          aria-expanded={expanded}
          aria-label="Toutes les commandes du lecteur"
          onClick={() => setExpanded(!expanded)}
        >
          <Icon name="expand" />
        </button>
      ) : null}
      <div className="main">
        <TransportButtons
          mine={mine}
          rollPlaying={rollPlaying}
          audible={audible}
          busy={busy}
          canPrev={Boolean(prev)}
          canNext={Boolean(next) || queued > 0}
          onPlayPause={playPause}
          playButton={playButton}
        />
        <ProgressBar
          position={mine ? position : 0}
          duration={mine ? duration || (current?.duration ?? 0) : (preview?.duration ?? 0)}
          onSeek={(s) => player.seek(s)}
          disabled={!mine || rollPlaying}
        />
      </div>
      <div className="options" part="options">
        <RateSelect disabled={rollPlaying} />
        <SleepSelect />
        <VolumeControl />
        <UpNextButton open={upNextOpen} onToggle={() => setUpNextOpen(!upNextOpen)} listId={upNextId} />
        <button
          type="button"
          className="icon"
          part="button share"
          onClick={() => void share()}
          disabled={!mine || rollPlaying}
          aria-label="Partager à la seconde en cours"
        >
          <Icon name="share" />
        </button>
      </div>
      {upNextOpen ? <UpNextList id={upNextId} /> : null}
      <p className="visually-hidden" role="status">
        {notice || (mine && error ? error.message : '')}
      </p>
    </section>
  );
}
