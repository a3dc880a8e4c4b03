import type { Episode, Show } from '@radio/core';
import type { Metadata } from 'next';
import { PageType } from '@/components/page-type/PageType';
import { JsonLd } from '@/components/public-pages/JsonLd';
import { PageHead } from '@/components/public-pages/PageHead';
import { EmptyState } from '@/components/ui/EmptyState';
import { EpisodeCard } from '@/components/ui/EpisodeCard';
import { ShowCard } from '@/components/ui/ShowCard';
import { getTopPodcasts } from '@/lib/content/episodes';
import { episodeItem, rowsOf, showItem } from '@/lib/content/items';

export const metadata: Metadata = {
  title: 'Top podcasts',
  description: 'Les podcasts les plus écoutés en ce moment.',
  alternates: { canonical: '/top-podcasts' },
};

const isEpisode = (x: Episode | Show): x is Episode => 'audio_file' in x;

export default async function TopPodcastsPage() {
  const rows = rowsOf(await getTopPodcasts());
  return (
    <>
      <PageType label="Top podcasts" />
      <JsonLd
        data={{
          '@type': 'ItemList',
          name: 'Top podcasts',
          itemListElement: rows.map((x, i) => ({ '@type': 'ListItem', position: i + 1, name: x.title })),
        }}
      />
      <PageHead title="Top podcasts">
        <p>Les podcasts les plus écoutés en ce moment.</p>
      </PageHead>
      {rows.length ? (
        <ol className="list" aria-label="Classement des podcasts" data-play-list="">
          {rows.map((x) => (
            <li key={`${isEpisode(x) ? 'e' : 's'}-${x.id}`}>
              {isEpisode(x) ? (
                <EpisodeCard episode={episodeItem(x)} variant="row" />
              ) : (
                <ShowCard show={showItem(x)} />
              )}
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState title="Le classement n'est pas disponible pour le moment." />
      )}
    </>
  );
}
