import type { Episode, Show } from '@radio/core';
import { EmptyState } from '@/components/cards/EmptyState';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { ShowCard } from '@/components/cards/ShowCard';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { getTopPodcasts } from '@/lib/content/episodes';
import { episodeItem, rowsOf, showItem } from '@/lib/content/items';
import { fixedPageMetadata } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

export const generateMetadata = () =>
  shareable(
    fixedPageMetadata('/top-podcasts', 'Top podcasts', 'Les podcasts les plus écoutés en ce moment.'),
  );

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
