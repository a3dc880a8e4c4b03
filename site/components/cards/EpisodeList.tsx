import type { Episode } from '@radio/core';
import { episodeItem } from '@/lib/content/items';
import { EpisodeCard } from './EpisodeCard';

/** Episodes as rows, each playable (the saint's, a partner's, the editors' picks). */
export function EpisodeList({ episodes, label }: { episodes: Episode[]; label: string }) {
  return (
    <ul className="list" aria-label={label}>
      {episodes.map((e) => (
        <li key={e.id}>
          <EpisodeCard episode={episodeItem(e)} variant="row" />
        </li>
      ))}
    </ul>
  );
}
