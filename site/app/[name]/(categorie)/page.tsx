import { ApiError, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage } from '@/components/category/CategoryPage';
import { Unavailable } from '@/components/errors/Unavailable';
import { toLastPage } from '@/components/page/ListPage';
import { siteConfig } from '@/lib/config';
import { type CategoryContent, getCategory } from '@/lib/content/categories';
import { metadataFrom } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Props = {
  params: Promise<{ name: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(name: string, page: number): Promise<CategoryContent | null | 'unavailable'> {
  try {
    return await getCategory(name, page);
  } catch (e) {
    if (e instanceof ApiError) return 'unavailable';
    throw e;
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { name } = await params;
  const page = urlPage((await searchParams).page);
  const r = await load(name, page);
  const c = siteConfig();
  if (!r) return { title: 'Page introuvable' };
  if (r === 'unavailable') return { title: 'Page indisponible' };
  return shareable(
    metadataFrom(
      {
        title: `${r.name} : émissions et articles`,
        description: `Les émissions, podcasts et articles « ${r.name} » de ${c.brand}.`,
        type: 'category',
      },
      { path: `/${name}`, page, siteUrl: c.siteUrl, brand: c.brand },
    ),
  );
}

/** `/{name}`: a top-level page — a category with its shows and articles, paged. */
export default async function TopLevelPage({ params, searchParams }: Props) {
  const { name } = await params;
  const page = urlPage((await searchParams).page);
  const r = await load(name, page);
  if (r === 'unavailable') return <Unavailable />;
  if (!r) notFound();
  const totalPages = Math.max(r.shows.pager.total_pages, r.articles.pager.total_pages, 1);
  const totalItems = r.shows.pager.total_items + r.articles.pager.total_items;
  toLastPage(page, { totalPages, totalItems }, { path: `/${name}` });
  return <CategoryPage category={r} page={page} path={`/${name}`} />;
}
