import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { EmptyState } from '@/components/cards/EmptyState';
import { PageHead } from '@/components/page/PageHead';
import { Pager } from '@/components/page/Pager';
import { pagedTitle, type SearchParams } from '@/components/page/query';
import { pageInfoOf, rowsOf, videoItem } from '@/lib/content/items';
import { getVideos } from '@/lib/content/videos';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const page = urlPage((await searchParams).page);
  return {
    title: pagedTitle('Vidéos', page),
    description: 'Les vidéos de la radio : entretiens, reportages, célébrations.',
    alternates: { canonical: page > 1 ? `/videos?page=${page}` : '/videos' },
  };
}

export default async function VideosPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = urlPage((await searchParams).page);
  const list = await getVideos(apiPageFromUrl(page));
  const rows = rowsOf(list);
  const info = pageInfoOf(list, page);
  return (
    <>
      <PageHead title="Vidéos">
        <p>Entretiens, reportages et célébrations en vidéo.</p>
      </PageHead>
      {rows.length ? (
        <ul className="grid" aria-label="Vidéos">
          {rows.map((v, i) => (
            <li key={v.id}>
              <ArticleCard article={videoItem(v)} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Aucune vidéo pour le moment." />
      )}
      <Pager page={info.page} totalPages={info.totalPages} path="/videos" />
    </>
  );
}
