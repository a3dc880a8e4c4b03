import type { Player, QueueItem } from '@radio/player';
import { type EpisodePreview, PlayerBar, styles } from '@radio/ui';
import { useEffect, useMemo, useState } from 'react';
import { BadIdNote, isUnknownId, useBadId } from './bad-id';
import { defineElement, type InnerProps } from './element';

/**
 * `<radio-player>`: la barre de lecture des podcasts, et du direct quand la page le joue.
 *
 * @attr episode - Identifiant de l'épisode, ou `latest` : le dernier épisode publié, choisi par l'élément. Sans lui (ni `show`), la barre suit ce que joue la page : un podcast, ou le direct (radio, « Le direct », titre, artiste et visuel en cours, badge « En direct », pause, volume).
 * @attr show - Identifiant d'émission : son dernier épisode, puis les suivants.
 * @attr playlist - Identifiant de la liste pour « Épisode suivant » (avec `playlist-type`, défaut `show`).
 * @attr playlist-type - `{type}` de rcf_rest_playerlist (`show`, `playlist`…).
 * @attr variant - `bar` (défaut) ou `inline`.
 * @attr autoplay - Lance la lecture au chargement (le navigateur peut la refuser sans geste de l'auditeur). Jamais par défaut.
 * @attr start - Seconde de départ de la première lecture (liens de partage `?t=`).
 * @fires radio-play - L'épisode démarre. detail : `{ sound }`.
 * @fires radio-pause - L'épisode est en pause. detail : `{ sound }`.
 * @fires radio-ended - L'épisode est terminé. detail : `{ sound }`.
 * @fires radio-error - Identifiant inconnu (épisode ou émission) : l'élément affiche un message. detail : `{ id, kind, code, message }`.
 * @fires radio-limit-reached - Lecture refusée : limite d'écoutes anonymes atteinte. detail : `{ counter, max }`.
 * @csspart error - Le message d'un identifiant inconnu.
 * @csspart player - La barre. @csspart artwork @csspart show-title @csspart title @csspart controls
 * @csspart play-button @csspart button @csspart progress @csspart time @csspart options @csspart select @csspart volume
 * @csspart live-bar - La barre quand elle suit le direct. @csspart live-badge @csspart artist @csspart mute
 */
export interface RadioPlayerProps {
  episode?: string;
  show?: string;
  playlist?: string;
  playlistType?: string;
  variant?: string;
  autoplay?: boolean;
  start?: number;
}

/** `t` of a share link `?episode=ID&t=SS` opened on this page, when it is about this episode. */
function sharedSecond(episodeId: string): number | null {
  if (typeof location === 'undefined') return null;
  const q = new URLSearchParams(location.search);
  const t = Number(q.get('t'));
  return q.get('episode') === episodeId && Number.isFinite(t) && t > 0 ? t : null;
}

/** The episode's card while it is not playing; none when it cannot be read, `unknown` for a bad id. */
function episodePreview(player: Player, id: string): Promise<EpisodePreview | null | 'unknown'> {
  return player.api.episode(id).catch((e: unknown) => (isUnknownId(e) ? 'unknown' : null));
}

/**
 * The episodes of `showId`, newest first, or the newest published one when `showId` is null;
 * `unknown` for a bad id.
 */
async function latestEpisodesOf(player: Player, showId: string | null): Promise<QueueItem[] | 'unknown'> {
  try {
    const { rows } = await (showId ? player.api.episodesByShow(showId) : player.api.latestEpisodes());
    return rows.map((r) => ({ id: String(r.id), title: r.title, show: r.show?.title ?? null }));
  } catch (e) {
    return isUnknownId(e) ? 'unknown' : [];
  }
}

/** `episode="latest"`: the element picks the newest published episode itself. */
const LATEST = 'latest';

function RadioPlayer({
  episode,
  show,
  playlist,
  playlistType,
  variant,
  autoplay,
  start,
  host,
  player,
}: RadioPlayerProps & InnerProps) {
  // A show's episodes (the first is played; the next ones follow it as « À suivre »).
  const [fromShow, setFromShow] = useState<QueueItem[]>([]);
  const [unknown, setUnknown] = useState<{ kind: 'episode' | 'show'; id: string } | null>(null);
  const latest = episode === LATEST;
  useEffect(() => {
    if (!latest && (episode || !show)) return;
    let alive = true;
    void latestEpisodesOf(player, latest ? null : (show ?? null)).then((rows) => {
      if (!alive) return;
      if (rows === 'unknown') setUnknown(show && !latest ? { kind: 'show', id: show } : null);
      else setFromShow(rows);
    });
    return () => {
      alive = false;
    };
  }, [latest, episode, show, player]);

  const episodeId = (!latest && episode) || fromShow[0]?.id || null;
  const [preview, setPreview] = useState<EpisodePreview | null>(null);
  useEffect(() => {
    setPreview(null);
    setUnknown(null);
    if (!episodeId) return;
    let alive = true;
    void episodePreview(player, episodeId).then((p) => {
      if (!alive) return;
      if (p === 'unknown') setUnknown({ kind: 'episode', id: episodeId });
      else setPreview(p);
    });
    return () => {
      alive = false;
    };
  }, [episodeId, player]);
  const list = useMemo(
    () =>
      playlist ? { type: playlistType || 'show', id: playlist } : show ? { type: 'show', id: show } : null,
    [playlist, playlistType, show],
  );

  // A bare `autoplay` attribute has an empty value, which r2wc does not parse as true.
  const auto =
    autoplay === true || (host.hasAttribute('autoplay') && host.getAttribute('autoplay') !== 'false');
  const startAt = start ?? (episodeId ? sharedSecond(episodeId) : null);

  useEffect(() => {
    if (!auto || !episodeId) return;
    void player.play({
      episodeId,
      ...(list ? { playlist: list } : {}),
      ...(startAt ? { startAt } : {}),
    });
  }, [auto, episodeId, player, list, startAt]);

  const bad = useBadId(host, unknown?.kind ?? 'episode', unknown?.id ?? null);
  if (bad) return <BadIdNote detail={bad} />;

  return (
    <PlayerBar
      episodeId={episodeId}
      playlist={list}
      queue={show && !episode ? fromShow : null}
      startAt={startAt}
      preview={preview}
      variant={variant === 'inline' ? 'inline' : 'bar'}
      primary={!episode && !show}
    />
  );
}

defineElement<RadioPlayerProps>(
  'radio-player',
  { Inner: RadioPlayer, css: styles.playerBar },
  {
    episode: 'string',
    show: 'string',
    playlist: 'string',
    playlistType: 'string',
    variant: 'string',
    autoplay: 'boolean',
    start: 'number',
  },
);
