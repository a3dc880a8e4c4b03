import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { EmptyState } from '@/components/cards/EmptyState';
import { PageHead } from '@/components/page/PageHead';
import { Pager } from '@/components/page/Pager';
import { PageType } from '@/components/page/PageType';
import { pagedTitle, type SearchParams } from '@/components/page/query';
import { getFolders } from '@/lib/content/dossiers';
import { dossierItem, pageInfoOf, rowsOf } from '@/lib/content/items';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const page = urlPage((await searchParams).page);
  return {
    title: pagedTitle('Dossiers', page),
    description: 'Nos dossiers thématiques : foi, société, culture, actualité.',
    alternates: { canonical: page > 1 ? `/dossiers?page=${page}` : '/dossiers' },
  };
}

export default async function DossiersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = urlPage((await searchParams).page);
  const list = await getFolders(apiPageFromUrl(page));
  const rows = rowsOf(list);
  const info = pageInfoOf(list, page);
  return (
    <>
      <PageType label="Dossier" />
      <PageHead title="Dossiers">
        <p>Des dossiers pour approfondir un sujet, avec nos articles et nos émissions.</p>
      </PageHead>
      {rows.length ? (
        <ul className="grid" aria-label="Dossiers">
          {rows.map((d, i) => (
            <li key={d.id}>
              <ArticleCard article={dossierItem(d)} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Aucun dossier pour le moment." />
      )}
      <Pager page={info.page} totalPages={info.totalPages} path="/dossiers" />
    </>
  );
}
