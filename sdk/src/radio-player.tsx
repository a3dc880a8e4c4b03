import type { PlayerSound } from '@radio/player';
import { type EpisodePreview, PlayerBar } from '@radio/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defineElement, type InnerProps, useEngineEvents } from './element';
import { getConfig } from './engine';

/**
 * `<radio-player>`: the podcast player bar.
 *
 * @attr episode - Episode id. Without it (and without `show`) the bar follows whatever podcast the page plays.
 * @attr show - Show id: plays that show's latest episode and continues with the next ones.
 * @attr playlist - Playlist id for "next" (with `playlist-type`, default `show`).
 * @attr playlist-type - `{type}` of rcf_rest_playerlist (`show`, `playlist`…).
 * @attr variant - `bar` (default) or `inline`.
 * @attr autoplay - Opt-in: starts playing once defined (browsers may refuse without a user gesture). Never by default.
 * @attr start - Second to start at on the first play (share links `?t=`).
 * @fires radio-play - The episode started playing. detail: `{ sound }`.
 * @fires radio-pause - The episode paused. detail: `{ sound }`.
 * @fires radio-ended - The episode ended. detail: `{ sound }`.
 * @fires radio-limit-reached - Playback refused: anonymous listen limit reached. detail: `{ counter, max }`.
 * @csspart player - The bar. @csspart artwork @csspart show-title @csspart title @csspart controls
 * @csspart play-button @csspart button @csspart progress @csspart time @csspart options @csspart select @csspart volume
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

async function episodePreview(id: string): Promise<EpisodePreview | null> {
  const base = getConfig()?.contentApiUrl;
  if (!base) return null;
  try {
    const res = await fetch(`${base}/api/episode/${encodeURIComponent(id)}?_format=json`);
    return res.ok ? ((await res.json()) as EpisodePreview) : null;
  } catch {
    return null;
  }
}

async function latestEpisodeOf(showId: string): Promise<string | null> {
  const base = getConfig()?.contentApiUrl;
  if (!base) return null;
  try {
    const res = await fetch(`${base}/episodes_by_show/${encodeURIComponent(showId)}?_format=json`);
    if (!res.ok) return null;
    const body = (await res.json()) as { rows?: Array<{ id: number | string }> };
    const first = body.rows?.[0];
    return first ? String(first.id) : null;
  } catch {
    return null;
  }
}

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
  const [fromShow, setFromShow] = useState<string | null>(null);
  useEffect(() => {
    if (episode || !show) return;
    let alive = true;
    void latestEpisodeOf(show).then((id) => {
      if (alive) setFromShow(id);
    });
    return () => {
      alive = false;
    };
  }, [episode, show]);

  const episodeId = episode || fromShow || null;
  const [preview, setPreview] = useState<EpisodePreview | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!episodeId) return;
    let alive = true;
    void episodePreview(episodeId).then((p) => {
      if (alive) setPreview(p);
    });
    return () => {
      alive = false;
    };
  }, [episodeId]);
  const list = useMemo(
    () =>
      playlist ? { type: playlistType || 'show', id: playlist } : show ? { type: 'show', id: show } : null,
    [playlist, playlistType, show],
  );

  useEffect(() => {
    if (!autoplay || !episodeId) return;
    void player.play({
      episodeId,
      ...(list ? { playlist: list } : {}),
      ...(start ? { startAt: start } : {}),
    });
  }, [autoplay, episodeId, player, list, start]);

  const concerns = useCallback(
    (event: string, payload: unknown) => {
      if (event === 'limit-reached') return true;
      const sound = (payload as { sound?: PlayerSound }).sound;
      if (!sound || sound.live || String(sound.id).startsWith('livestream-')) return false;
      return episodeId ? String(sound.id) === episodeId : true;
    },
    [episodeId],
  );
  useEngineEvents(player, host, concerns);

  return (
    <PlayerBar
      episodeId={episodeId}
      playlist={list}
      startAt={start ?? null}
      preview={preview}
      variant={variant === 'inline' ? 'inline' : 'bar'}
      primary={!episode && !show}
    />
  );
}

defineElement<RadioPlayerProps>('radio-player', RadioPlayer, 'playerBar', {
  episode: 'string',
  show: 'string',
  playlist: 'string',
  playlistType: 'string',
  variant: 'string',
  autoplay: 'boolean',
  start: 'number',
});
