import type { Episode } from '@radio/core';
import { episodeItem } from '@/lib/content/items';
import { EpisodeCard } from './EpisodeCard';

/**
 * Episodes as rows, each playable (the saint's, a partner's, the editors' picks). `playList`: the
 * list hands its order to « À suivre » when one of its episodes is played (`data-play-list`).
 */
export function EpisodeList({
  episodes,
  label,
  playList = false,
}: {
  episodes: Episode[];
  label: string;
  playList?: boolean;
}) {
  return (
    <ul className="list" aria-label={label} data-play-list={playList ? '' : undefined}>
      {episodes.map((e) => (
        <li key={e.id}>
          <EpisodeCard episode={episodeItem(e)} variant="row" />
        </li>
      ))}
    </ul>
  );
}
