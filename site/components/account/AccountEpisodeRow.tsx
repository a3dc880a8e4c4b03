import { formatDate, formatMinutes } from '@radio/core';
import type { ReactNode } from 'react';
import type { AccountEpisode } from '@/components/account/state/episodes';
import { EpisodeHeading } from '@/components/ui/EpisodeHeading';

/** One episode of an account list: visual, show, title, meta, then the list's own actions. */
export function AccountEpisodeRow({
  episode,
  meta,
  progress,
  actions,
}: {
  episode: AccountEpisode;
  meta?: ReactNode;
  /** 0–100, shown as a progress bar (listening history). */
  progress?: number;
  actions?: ReactNode;
}) {
  const date = formatDate(episode.date);
  const minutes = formatMinutes(episode.durationS);
  return (
    <li className="account-episode" data-episode-id={episode.id}>
      {episode.image ? (
        // biome-ignore lint/performance/noImgElement: styled API images, already sized by the image style.
        <img
          className="account-episode-img"
          src={episode.image.url}
          alt={episode.image.alt}
          width={152}
          height={86}
          loading="lazy"
        />
      ) : (
        <span className="account-episode-img is-empty" aria-hidden="true" />
      )}
      <div className="account-episode-body">
        <EpisodeHeading episode={episode} className="account-episode-title" />
        <p className="card-meta">
          {[date, minutes].filter(Boolean).join(' · ')}
          {meta ? <span className="account-episode-meta"> {meta}</span> : null}
        </p>
        {progress !== undefined ? (
          <progress
            className="account-progress"
            max={100}
            value={progress}
            aria-label={`Écouté à ${progress} %`}
          />
        ) : null}
      </div>
      {actions ? <div className="account-episode-actions">{actions}</div> : null}
    </li>
  );
}
