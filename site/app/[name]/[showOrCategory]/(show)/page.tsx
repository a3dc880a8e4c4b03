import type { Episode, Show } from '@radio/core';
import { ApiError, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Unavailable } from '@/components/errors/Unavailable';
import { toLastPage } from '@/components/page/ListPage';
import { EpisodeText } from '@/components/show/EpisodeText';
import { ShowPage } from '@/components/show/ShowPage';
import { siteConfig } from '@/lib/config';
import { getEpisode } from '@/lib/content/episodes';
import { getShowByAlias, getShowEpisodes } from '@/lib/content/shows';
import { getEpisodeText } from '@/lib/content/transcripts';
import { sharedSecond } from '@/lib/moment';
import { episodeMetadata, metadataFrom } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Props = {
  params: Promise<{ name: string; showOrCategory: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(path: string): Promise<Show | null | 'unavailable'> {
  try {
    return await getShowByAlias(path);
  } catch (e) {
    if (e instanceof ApiError) return 'unavailable';
    throw e;
  }
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { name, showOrCategory } = await params;
  const page = urlPage((await searchParams).page);
  const path = `/${name}/${showOrCategory}`;
  const show = await load(path);
  const c = siteConfig();
  if (!show) return { title: 'Page introuvable' };
  if (show === 'unavailable') return { title: 'Page indisponible' };
  const episode = await sharedEpisode(show.id, one((await searchParams).episode));
  const meta = show.metatag ?? { title: show.title, description: show.description, visual: show.visual };
  const m = episode
    ? episodeMetadata(episode, show, { showUrl: `${c.siteUrl}${path}`, brand: c.brand })
    : metadataFrom(meta, { path, page, siteUrl: c.siteUrl, brand: c.brand });
  const shared = `${c.siteUrl}${path}${episode ? `?episode=${episode.id}` : ''}`;
  return shareable({
    ...m,
    alternates: {
      ...m.alternates,
      types: {
        'application/rss+xml': [{ url: `/feed/show/${show.id}`, title: show.title }],
        // oEmbed discovery (oembed.com §4): a CMS given this page's address finds its player.
        'application/json+oembed': [
          {
            url: `/oembed?${new URLSearchParams({ url: shared, format: 'json' })}`,
            title: m.title as string,
          },
        ],
      },
    },
  });
}

/** The `?episode=ID` of a show page, when it is one of this show's published episodes. */
const sharedEpisode = cache(async (showId: number, raw: string | undefined): Promise<Episode | null> => {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const e = await getEpisode(raw).catch(() => null);
  return e && e.show?.id === showId ? e : null;
});

/** `/{name}/{showOrCategory}`: a show, its episodes paged (`?page`, 1-based); `?episode=ID` opens it in the player. */
export default async function ShowOrCategoryPage({ params, searchParams }: Props) {
  const { name, showOrCategory } = await params;
  const sp = await searchParams;
  const page = urlPage(sp.page);
  const show = await load(`/${name}/${showOrCategory}`);
  if (show === 'unavailable') return <Unavailable />;
  if (!show) notFound();

  const episodeParam = one(sp.episode);
  const [list, episode] = await Promise.all([
    getShowEpisodes(show.id, page).catch(() => null),
    sharedEpisode(show.id, episodeParam),
  ]);
  if (list) {
    const { total_pages: totalPages, total_items: totalItems } = list.pager;
    toLastPage(
      page,
      { totalPages, totalItems },
      { path: `/${name}/${showOrCategory}`, query: { episode: episodeParam } },
    );
  }
  const episodes: Episode[] | null = list ? list.rows : null;
  const shown = episode;
  const text = shown ? await getEpisodeText(shown) : null;
  return (
    <ShowPage
      show={show}
      category={{ label: show.category || name, href: `/${name}` }}
      episodes={episodes}
      pageInfo={{ page, totalPages: list?.pager.total_pages ?? 1, totalItems: list?.pager.total_items ?? 0 }}
      episode={shown}
      episodeText={
        shown && text ? <EpisodeText episode={shown} path={`/${name}/${showOrCategory}`} {...text} /> : null
      }
      startAt={sharedSecond(`?t=${one(sp.t) ?? ''}`)}
      siteUrl={siteConfig().siteUrl}
    />
  );
}
