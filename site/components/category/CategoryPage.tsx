import { ArticleCard } from '@/components/cards/ArticleCard';
import { CardGrid } from '@/components/cards/CardGrid';
import { ShowCard } from '@/components/cards/ShowCard';
import { Breadcrumb } from '@/components/page/Breadcrumb';
import { Pager } from '@/components/page/Pager';
import { PageType } from '@/components/page/PageType';
import { Section } from '@/components/page/Section';
import { EmptyState } from '@/components/ui/EmptyState';
import type { CategoryContent } from '@/lib/content/categories';
import { articleItem, showItemWithHost as showItem } from '@/lib/content/items';

/** A category: its shows and its articles, paged together by `?page`. */
export function CategoryPage({
  category,
  page,
  path,
}: {
  category: CategoryContent;
  page: number;
  path: string;
}) {
  const { shows, articles } = category;
  const totalPages = Math.max(shows.pager.total_pages, articles.pager.total_pages, 1);
  return (
    <>
      {category.slug === 'points-de-vue' ? <PageType label="Point of view category" /> : null}
      <Breadcrumb items={[{ label: category.name }]} />
      <h1>
        {category.name}
        {page > 1 ? <span className="visually-hidden"> - page {page}</span> : null}
      </h1>
      {/* The shows fit on the first pages; the next ones carry only articles (no false « aucune »). */}
      {shows.rows.length || page === 1 ? (
        <Section id="emissions" title="Les émissions">
          {shows.rows.length ? (
            <CardGrid rows={shows.rows} item={(s, i) => <ShowCard show={showItem(s)} priority={i < 2} />} />
          ) : (
            <EmptyState title="Aucune émission dans cette catégorie pour le moment." />
          )}
        </Section>
      ) : null}
      <Section id="articles" title="Les articles">
        {articles.rows.length ? (
          <CardGrid rows={articles.rows} item={(a) => <ArticleCard article={articleItem(a)} />} />
        ) : (
          <EmptyState title="Aucun article dans cette catégorie pour le moment." />
        )}
      </Section>
      <Pager page={page} totalPages={totalPages} path={path} />
    </>
  );
}
