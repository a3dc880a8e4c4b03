import { ArticleCard } from '@/components/cards/ArticleCard';
import { ListPage, listMetadata, loadListPage } from '@/components/page/ListPage';
import type { SearchParams } from '@/components/page/query';
import { EmptyState } from '@/components/ui/EmptyState';
import { videoItem } from '@/lib/content/items';
import { getVideos } from '@/lib/content/videos';

const at = { path: '/videos' };

export const generateMetadata = listMetadata({
  title: 'Vidéos',
  description: 'Les vidéos de la radio : entretiens, reportages, célébrations.',
  path: at.path,
  pagedCanonical: true,
});

export default async function VideosPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { rows, info } = await loadListPage(searchParams, at, getVideos);
  return (
    <ListPage
      title="Vidéos"
      listTitle="Toutes les vidéos"
      intro={<p>Entretiens, reportages et célébrations en vidéo.</p>}
      rows={rows}
      info={info}
      at={at}
      empty={<EmptyState title="Aucune vidéo pour le moment." />}
      item={(v, i) => <ArticleCard article={videoItem(v)} priority={i === 0} />}
    />
  );
}
