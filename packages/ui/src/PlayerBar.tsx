import type { PlayerSound, PlayState, QueueItem, SleepTimerSetting } from '@radio/player';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Artwork } from './Artwork';
import { usePlayer, usePlayerState } from './context';
import { ChapterMarks, TextButtons, type TextKind, TextPanel } from './EpisodeText';
import { ExpandButton } from './ExpandButton';
import { imageUrl, isLiveSound, rateLabel } from './format';
import { Icon } from './Icon';
import { LiveBar } from './LiveBar';
import { PlayButton } from './PlayButton';
import { ProgressBar } from './ProgressBar';
import { StatusLine } from './StatusLine';
import { FOCUS_RANK, handlesOwnKeys } from './shortcuts';
import { UpNextButton, UpNextList } from './UpNext';
import { VolumeControl } from './VolumeControl';

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

export interface PlayerBarProps {
  /** Episode this bar stands for; the play button loads it when another sound (or none) is loaded. */
  episodeId?: string | null;
  /**
   * Playlist context (rcf_rest_playerlist `{type}` and id) for "next". Once an episode of it plays
   * (« Épisode précédent », « Épisode suivant », the next one at the end), the bar follows that episode.
   */
  playlist?: { type: string; id: string } | null;
  /** The list the first press plays from, in its order (a show's episodes): what follows becomes « À suivre ». */
  queue?: QueueItem[] | null;
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

/** Previous, 15 s back, play/pause, 30 s forward, next; the seekable progress under them. */
function BarTransport({
  mine,
  rollPlaying,
  state,
  primary,
  onPlayPause,
  knownDuration,
  marksWanted,
}: {
  mine: boolean;
  rollPlaying: boolean;
  state: PlayState;
  primary: boolean;
  onPlayPause(): void;
  /** The episode's length as the page or the queue knows it, before the engine has measured it. */
  knownDuration: number;
  /** The chapters' marks drawn once the episode has been heard or a panel opened (not on the way to the sound). */
  marksWanted: boolean;
}) {
  const player = usePlayer();
  const position = usePlayerState((s) => s.position);
  const duration = usePlayerState((s) => s.duration);
  const next = usePlayerState((s) => s.playlist?.next ?? null);
  const prev = usePlayerState((s) => s.playlist?.prev ?? null);
  const queued = usePlayerState((s) => s.queue.length);
  const sound = usePlayerState((s) => s.sound);
  const shown = mine ? duration || knownDuration : knownDuration;
  return (
    <div className="main">
      <div className="transport" part="controls">
        <button
          type="button"
          className="icon"
          part="button previous"
          onClick={() => void player.prev()}
          disabled={!mine || !prev}
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
        <PlayButton
          state={state}
          label={state === 'playing' || state === 'loading' ? 'Pause' : 'Lecture'}
          rank={primary ? FOCUS_RANK.primary : FOCUS_RANK.podcast}
          onClick={onPlayPause}
        />
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
          disabled={!mine || (!next && queued === 0)}
          aria-label="Épisode suivant"
        >
          <Icon name="next" />
        </button>
      </div>
      <ProgressBar
        position={mine ? position : 0}
        duration={shown}
        onSeek={(s) => player.seek(s)}
        disabled={!mine || rollPlaying}
      >
        <ChapterMarks sound={mine ? sound : null} wanted={marksWanted} duration={shown} />
      </ProgressBar>
    </div>
  );
}

/** Speed, sleep timer, volume, « À suivre » and share (the link to the current second). */
function BarOptions({
  disabled,
  rollPlaying,
  shareBase,
  onNotice,
  upNextOpen,
  onToggleUpNext,
  upNextId,
  text,
}: {
  /** Share is off until this bar's episode plays (and during a roll). */
  disabled: boolean;
  rollPlaying: boolean;
  shareBase?: string;
  onNotice(text: string): void;
  upNextOpen: boolean;
  onToggleUpNext(): void;
  upNextId: string;
  /** « Chapitres » and « Transcription » of this bar's episode. */
  text: Parameters<typeof TextButtons>[0];
}) {
  const player = usePlayer();
  const rate = usePlayerState((s) => s.rate);
  const sleep = usePlayerState((s) => s.sleepTimer.setting);
  const share = async () => {
    // Without a base, the engine uses the current page (its other query parameters kept).
    const url = player.shareUrl(shareBase);
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      onNotice('Lien copié dans le presse-papiers');
    } catch {
      onNotice(`Lien de partage : ${url}`);
    }
  };

  return (
    <div className="options" part="options">
      <label className="field">
        <span className="visually-hidden">Vitesse de lecture</span>
        <select
          part="select rate"
          value={String(rate)}
          onChange={(e) => player.setRate(Number(e.currentTarget.value))}
          disabled={rollPlaying}
        >
          {RATES.map((r) => (
            <option key={r} value={String(r)}>
              {rateLabel(r)}
            </option>
          ))}
        </select>
      </label>
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
      <VolumeControl />
      <TextButtons {...text} />
      <UpNextButton open={upNextOpen} onToggle={onToggleUpNext} listId={upNextId} />
      <button
        type="button"
        className="icon"
        part="button share"
        onClick={() => void share()}
        disabled={disabled}
        aria-label="Partager à la seconde en cours"
      >
        <Icon name="share" />
      </button>
    </div>
  );
}

/** The podcast player bar: artwork, titles, seekable progress, transport, speed, volume, sleep timer, share. */
export function PlayerBar({
  episodeId = null,
  playlist = null,
  queue = null,
  startAt = null,
  preview = null,
  variant = 'bar',
  shareBase,
  primary = false,
}: PlayerBarProps) {
  const player = usePlayer();
  const status = usePlayerState((s) => s.status);
  const sound = usePlayerState((s) => s.sound);
  const head = usePlayerState((s) => s.queue[0] ?? null);
  const [notice, setNotice] = useState('');
  const [upNextOpen, setUpNextOpen] = useState(false);
  // The fixed bar on a phone shows one row (artwork, titles, play) until the listener expands it.
  const [expanded, setExpanded] = useState(false);
  const upNextId = useId();
  const [textOpen, setTextOpen] = useState<TextKind | null>(null);
  const textId = useId();

  // The engine plays an episode of this bar's list (moved to by prev/next, or the show's next one
  // from « À suivre » at an episode's end): the bar shows that episode and its state, not the one
  // it was given.
  const inList = usePlayerState(
    (s) => !!playlist && s.playlist?.type === playlist.type && String(s.playlist.id) === String(playlist.id),
  );
  const listed = !!sound && !!queue?.some((q) => q.id === String(sound.id));
  const mine = belongsTo(sound, episodeId) || listed || (inList && !!sound && !isLiveSound(sound));
  const state = usePlayerState(() => player.playState(mine ? sound?.id : ''));
  // « Lien copié » goes after a few seconds; a link to copy by hand stays until the next notice.
  useEffect(() => {
    if (!notice.startsWith('Lien copié')) return;
    const t = setTimeout(() => setNotice(''), 5000);
    return () => clearTimeout(t);
  }, [notice]);
  // The page's own bar (no episode of its own) follows the live stream too: whatever plays has a visible control.
  if (!episodeId && isLiveSound(sound)) return <LiveBar primary={primary} />;
  // Nothing loaded but « À suivre » kept from another page or before a reload: the bar offers its head.
  const upNextOnly = !episodeId && !sound && head !== null;
  if (!mine && !episodeId && !upNextOnly) return null;

  const rollPlaying = mine && status === 'roll';
  const current: EpisodePreview | null = mine
    ? sound
    : upNextOnly && head
      ? { title: head.title, show: head.show ? { title: head.show } : null }
      : preview;

  // A press: the bar's own episode (loaded or not), else « À suivre »'s head, else what is loaded.
  const playPause = () => {
    if (upNextOnly) void player.next();
    else
      player.toggle(
        mine && sound
          ? { episodeId: String(sound.id) }
          : episodeId
            ? {
                episodeId,
                ...(playlist ? { playlist } : {}),
                ...(queue?.length ? { queue } : {}),
                ...(startAt ? { startAt } : {}),
              }
            : undefined,
      );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (handlesOwnKeys(e.target, e.key)) return;
    if (e.key === ' ') {
      e.preventDefault();
      playPause();
    } else if (mine && e.key === 'ArrowLeft') {
      e.preventDefault();
      player.skip(-SKIP_BACK_S);
    } else if (mine && e.key === 'ArrowRight') {
      e.preventDefault();
      player.skip(SKIP_FORWARD_S);
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
        <ExpandButton expanded={expanded} onToggle={() => setExpanded(!expanded)} />
      ) : null}
      <BarTransport
        mine={mine}
        rollPlaying={rollPlaying}
        state={state}
        primary={primary}
        onPlayPause={playPause}
        knownDuration={(mine ? current?.duration : preview?.duration) ?? 0}
        marksWanted={textOpen !== null || (mine && (status === 'playing' || status === 'paused'))}
      />
      <BarOptions
        disabled={!mine || rollPlaying}
        rollPlaying={rollPlaying}
        shareBase={shareBase}
        onNotice={setNotice}
        upNextOpen={upNextOpen}
        onToggleUpNext={() => setUpNextOpen(!upNextOpen)}
        upNextId={upNextId}
        text={{
          sound: mine && !rollPlaying ? sound : null,
          open: textOpen,
          onToggle: (kind) => setTextOpen(textOpen === kind ? null : kind),
          panelId: textId,
        }}
      />
      {upNextOpen ? <UpNextList id={upNextId} /> : null}
      {textOpen && mine && sound ? <TextPanel id={textId} kind={textOpen} sound={sound} /> : null}
      <StatusLine id={mine ? sound?.id : null} notice={notice} />
    </section>
  );
}
