import type { Episode, Show } from '@radio/core';
import type { ReactNode } from 'react';
import { BookmarkToggle } from '@/components/account/BookmarkToggle';
import { CardImage } from '@/components/cards/CardImage';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { Breadcrumb } from '@/components/page/Breadcrumb';
import { JsonLd } from '@/components/page/JsonLd';
import { Pager } from '@/components/page/Pager';
import { PageType } from '@/components/page/PageType';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { aliasPath, episodeItem, img } from '@/lib/content/items';
import { podcastEpisodeLd, podcastSeriesLd } from '@/lib/seo';
import type { PageInfo } from '@/lib/types';
import { OpenEpisode } from './OpenEpisode';
import { ShareButton } from './ShareButton';
import { ShowHosts, ShowSchedule, ShowSubscribe } from './ShowInfo';

export type ShowPageProps = {
  show: Show & { host?: string | null };
  category: { label: string; href: string } | null;
  episodes: Episode[] | null;
  pageInfo: PageInfo;
  /** `?episode=` episode, when it exists. */
  episode: Episode | null;
  /** Its chapters and transcript (EpisodeText), under it. */
  episodeText?: ReactNode;
  /** `?t=`: the second the player gets that episode ready at. */
  startAt?: number | undefined;
  siteUrl: string;
};

/**
 * A show's head: visual, its hosts, description, 'Partager', when it is on air, and where to
 * subscribe (its RSS feed, the podcast apps configured for it). Rendered by the
 * show's layout, outside the loading boundary of the episode list: the first HTML paints it at
 * once (it is the page's largest element), and paging keeps it in place.
 */
export function ShowHead({ show, category }: Pick<ShowPageProps, 'show' | 'category'>) {
  const path = aliasPath(show.alias);
  return (
    <>
      <Breadcrumb items={[...(category ? [category] : []), { label: show.title }]} />
      <div className="show-head">
        <CardImage image={img(show.visual, '930x557', show.title)} priority />
        <div>
          <h1>{show.title}</h1>
          <ShowHosts show={show} />
          {show.description ? <p className="show-description">{show.description}</p> : null}
          <div className="show-actions">
            <BookmarkToggle kind="favourite" id={show.id} title={show.title} />
            <ShareButton title={show.title} path={path} />
          </div>
          <ShowSchedule show={show} />
          <ShowSubscribe show={show} />
        </div>
      </div>
    </>
  );
}

/** A show's episodes, paged, under its head (ShowHead); `?episode=` highlights and opens one. */
export function ShowPage({
  show,
  category,
  episodes,
  pageInfo,
  episode,
  episodeText,
  startAt,
  siteUrl,
}: ShowPageProps) {
  const path = aliasPath(show.alias);
  const onPage = episode && episodes?.some((e) => e.id === episode.id);
  return (
    <>
      <PageType label="Show" />
      <JsonLd data={podcastSeriesLd(show, siteUrl, episodes ?? [])} />
      {episode ? <JsonLd data={podcastEpisodeLd(episode, siteUrl, `${siteUrl}${path}`)} /> : null}
      {episode && !onPage ? (
        <section aria-labelledby="shared-episode" className="section">
          <h2 id="shared-episode">Épisode partagé</h2>
          <EpisodeCard episode={episodeItem(episode, false)} variant="row" highlighted />
        </section>
      ) : null}
      {episodeText}
      <section aria-labelledby="episodes-title" className="section">
        <div className="section-head">
          <h2 id="episodes-title">Les épisodes</h2>
          {pageInfo.totalItems ? <p className="card-meta">{pageInfo.totalItems} épisodes</p> : null}
        </div>
        {episodes === null ? (
          <EmptyState title="La liste des épisodes est momentanément indisponible.">
            <p>Réessayez dans quelques instants.</p>
          </EmptyState>
        ) : episodes.length === 0 ? (
          <EmptyState title="Aucun épisode pour le moment." />
        ) : (
          <ol className="list episode-list" data-play-list={`show:${show.id}`}>
            {episodes.map((e) => (
              <li key={e.id}>
                <EpisodeCard
                  episode={episodeItem(e, false)}
                  variant="row"
                  highlighted={episode?.id === e.id}
                />
              </li>
            ))}
          </ol>
        )}
        <Pager page={pageInfo.page} totalPages={pageInfo.totalPages} path={path} />
      </section>
      {episode ? <OpenEpisode episodeId={String(episode.id)} startAt={startAt} /> : null}
      {category ? (
        <p>
          <Link href={category.href}>Toutes les émissions {category.label}</Link>
        </p>
      ) : null}
    </>
  );
}
