import { formatClock, formatDate, formatMinutes } from '@radio/core';
import { BookmarkToggle } from '@/components/account/BookmarkToggle';
import { PlayButton } from '@/components/player/PlayButton';
import Link from '@/components/ui/SiteLink';
import type { EpisodeItem } from '@/lib/types';
import { EpisodeHeading } from '../ui/EpisodeHeading';
import { CardImage } from './CardImage';

export type EpisodeCardProps = {
  episode: EpisodeItem;
  /** The episode named by `?episode=` on a show page. */
  highlighted?: boolean;
  /** Row layout (episode lists) rather than a tile (grids). */
  variant?: 'tile' | 'row';
  priority?: boolean;
};

/** An episode: date, title, 'N min' and an 'Écouter' button that plays it in the player bar. */
export function EpisodeCard({ episode, highlighted = false, variant = 'tile', priority }: EpisodeCardProps) {
  const minutes = formatMinutes(episode.durationS);
  const date = formatDate(episode.date);
  return (
    <article
      className={`card episode-card episode-${variant}${highlighted ? ' is-highlighted' : ''}`}
      id={`episode-${episode.id}`}
      data-episode-id={episode.id}
      aria-current={highlighted ? 'true' : undefined}
    >
      {variant === 'tile' ? <CardImage image={episode.image} priority={priority} /> : null}
      <div className="card-body">
        <EpisodeHeading episode={episode} className="card-title" />
        <p className="card-meta">
          {date ? <time dateTime={episode.date}>{date}</time> : null}
          {date && minutes ? <span aria-hidden="true"> · </span> : null}
          {minutes ? <span>{minutes}</span> : null}
        </p>
        {variant === 'row' && episode.said && episode.excerpt ? (
          <p className="card-excerpt card-said">
            <Link href={episode.said.href} aria-label={`Écouter à partir de ${formatClock(episode.said.at)}`}>
              <span className="moment">{formatClock(episode.said.at)}</span>
            </Link>{' '}
            <q>{episode.excerpt}</q>
          </p>
        ) : variant === 'row' && episode.excerpt ? (
          <p className="card-excerpt">{episode.excerpt}</p>
        ) : null}
      </div>
      {/* Play and « à écouter plus tard » on one line, under the text (site finish: cards). */}
      <div className="card-actions">
        <PlayButton episodeId={episode.id} title={episode.title} show={episode.showTitle} />
        <BookmarkToggle kind="listenLater" id={episode.id} title={episode.title} />
      </div>
    </article>
  );
}
