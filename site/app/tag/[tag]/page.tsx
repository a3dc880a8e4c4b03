import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHead } from '@/components/public-pages/PageHead';
import { pagedTitle, type SearchParams } from '@/components/public-pages/query';
import { ArticleCard } from '@/components/ui/ArticleCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { apiPage, urlPage } from '@/lib/pager';
import { getTag } from '@/lib/routes/data';
import { pageInfoOf, rowsOf, searchItem } from '@/lib/routes/mappers';

type Params = { tag: string };

const load = cache((tag: string, page: number) => getTag(tag, page));

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const { tag } = await params;
  const page = urlPage((await searchParams).page);
  const t = await load(tag, apiPage(page));
  if (!t) return { title: 'Mot-clé introuvable' };
  return {
    title: pagedTitle(t.term.metatag?.meta_title || t.term.name, page),
    description: t.term.metatag?.meta_description || `Tous les contenus sur « ${t.term.name} ».`,
    alternates: { canonical: `/tag/${tag}` },
  };
}

export default async function TagPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}) {
  const { tag } = await params;
  const page = urlPage((await searchParams).page);
  const t = await load(tag, apiPage(page));
  if (!t) notFound();
  const rows = rowsOf(t.content);
  const info = pageInfoOf(t.content, page);
  return (
    <>
      <PageHead title={t.term.name} crumbs={[{ label: 'Mots-clés' }, { label: t.term.name }]}>
        <p>Tous nos contenus sur « {t.term.name} ».</p>
      </PageHead>
      {rows.length ? (
        <ul className="grid" aria-label={`Contenus sur ${t.term.name}`}>
          {rows.map((r) => (
            <li key={`${r.type}-${r.id}`}>
              <ArticleCard article={searchItem(r)} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Aucun contenu pour ce mot-clé." />
      )}
      <Pager page={info.page} totalPages={info.totalPages} path={`/tag/${tag}`} />
    </>
  );
}
