import { apiPageFromUrl, pageHref, sameOriginPath, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/cards/CardGrid';
import { type ListOf, pageInfoOf, rowsOf } from '@/lib/content/items';
import { shareable } from '@/lib/share-card';
import type { PageInfo } from '@/lib/types';
import type { Crumb } from './Breadcrumb';
import { PageHead } from './PageHead';
import { Pager } from './Pager';
import { PageType, type PageTypeLabel } from './PageType';
import { pagedTitle, type SearchParams } from './query';

type Where = { path: string; query?: Record<string, string | undefined> };

/**
 * The `generateMetadata` of a paged list: its title with ' - page N' (spec §9), its description,
 * and a canonical URL that is the bare path unless each page is its own (`pagedCanonical`).
 */
export function listMetadata(o: {
  title: string;
  description: string;
  path: string;
  pagedCanonical?: boolean;
}) {
  return async ({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> => {
    const page = urlPage((await searchParams).page);
    return shareable({
      title: pagedTitle(o.title, page),
      description: o.description,
      alternates: { canonical: o.pagedCanonical ? pageHref(o.path, page) : o.path },
    });
  };
}

/**
 * The rows and page info of the URL page `page` of a list. A page past the last of a list that has
 * items goes to its last page: « Aucun dossier pour le moment. » under `?page=2` of a one-page list
 * would say the list is empty when it is not (spec §2 query parameters: a value out of range falls
 * back, never an error).
 */
export function pageOfList<T>(list: ListOf<T>, page: number, at: Where): { rows: T[]; info: PageInfo } {
  const info = pageInfoOf(list, page);
  toLastPage(page, info, at);
  return { rows: rowsOf(list), info };
}

/**
 * The page the URL asks for (`?page=`, from 1) of a list the API serves by page (from 0): `load`
 * reads it, then pageOfList's rule applies (past the last page, the last).
 */
export async function loadListPage<T>(
  searchParams: Promise<SearchParams>,
  at: Where,
  load: (apiPage: number) => Promise<ListOf<T>>,
): Promise<{ rows: T[]; info: PageInfo }> {
  const page = urlPage((await searchParams).page);
  return pageOfList(await load(apiPageFromUrl(page)), page, at);
}

/** The rule of every paged list (pageOfList): a page past the last of a list with items redirects to its last page. */
export function toLastPage(page: number, info: Pick<PageInfo, 'totalPages' | 'totalItems'>, at: Where): void {
  // A path of this site only, whatever the page's path was made of (no open redirect).
  if (page > info.totalPages && info.totalItems > 0)
    redirect(sameOriginPath(pageHref(at.path, info.totalPages, at.query), 'http://site.invalid'));
}

/**
 * The skeleton of a paged list page: analytics label, breadcrumb and h1 with the intro, what comes
 * before the list (filters, JSON-LD), the list as a grid or one column, or its empty state, and
 * the pager.
 */
export function ListPage<T extends { id: number | string }>({
  label,
  title,
  crumbs,
  intro,
  children,
  listLabel = title,
  listTitle,
  layout = 'grid',
  rows,
  info,
  at,
  empty,
  itemKey,
  item,
}: {
  label?: PageTypeLabel;
  title: string;
  crumbs?: Crumb[];
  intro: ReactNode;
  children?: ReactNode;
  /** The list's accessible name; the title unless told. */
  listLabel?: string;
  /** A heading over the list (h2): the cards' titles are h3, never straight under the page's h1. */
  listTitle?: string;
  layout?: 'grid' | 'list';
  rows: T[];
  info: PageInfo;
  at: Where;
  empty: ReactNode;
  itemKey?: (row: T) => string | number;
  item: (row: T, index: number) => ReactNode;
}) {
  return (
    <>
      {label ? <PageType label={label} /> : null}
      <PageHead title={title} crumbs={crumbs}>
        {intro}
      </PageHead>
      {children}
      {listTitle ? <h2 className="list-title">{listTitle}</h2> : null}
      {rows.length ? (
        <CardGrid label={listLabel} layout={layout} rows={rows} itemKey={itemKey} item={item} />
      ) : (
        empty
      )}
      <Pager page={info.page} totalPages={info.totalPages} path={at.path} query={at.query} />
    </>
  );
}
