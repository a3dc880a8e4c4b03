import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { EmptyState } from '@/components/cards/EmptyState';
import { PageHead } from '@/components/page/PageHead';
import { Pager } from '@/components/page/Pager';
import { PageType } from '@/components/page/PageType';
import { pagedTitle, type SearchParams } from '@/components/page/query';
import { img, pageInfoOf, plainText, rowsOf } from '@/lib/content/items';
import { getPartners } from '@/lib/content/partners';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const page = urlPage((await searchParams).page);
  return {
    title: pagedTitle('Nos partenaires', page),
    description: 'Les associations, éditeurs et mouvements qui font la radio avec nous.',
    alternates: { canonical: '/nos-partenaires' },
  };
}

export default async function PartnersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = urlPage((await searchParams).page);
  const list = await getPartners(apiPageFromUrl(page));
  const rows = rowsOf(list);
  const info = pageInfoOf(list, page);
  return (
    <>
      <PageType label="Partners" />
      <PageHead title="Nos partenaires">
        <p>Les associations, éditeurs et mouvements qui font la radio avec nous.</p>
      </PageHead>
      {rows.length ? (
        <ul className="grid" aria-label="Partenaires">
          {rows.map((p) => {
            const image = img(p.visual);
            return (
              <li key={p.id}>
                <ArticleCard
                  article={{
                    id: String(p.id),
                    title: p.title,
                    href: `/partenaires/${p.alias.replace(/^.*\//, '')}`,
                    excerpt: plainText(p.description, 160),
                    ...(image ? { image } : {}),
                  }}
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState title="Aucun partenaire à afficher pour le moment." />
      )}
      <Pager page={info.page} totalPages={info.totalPages} path="/nos-partenaires" />
    </>
  );
}
