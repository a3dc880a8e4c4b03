import type { SearchResults, SearchResultType } from '@radio/core';
import type { Metadata } from 'next';
import { PageType } from '@/components/page-type/PageType';
import { PageHead } from '@/components/public-pages/PageHead';
import { one, pagedTitle, type SearchParams } from '@/components/public-pages/query';
import { ArticleCard } from '@/components/ui/ArticleCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import Link from '@/components/ui/SiteLink';
import { pageInfoOf, SEARCH_TYPE_LABEL, searchItem } from '@/lib/content/items';
import { SEARCH_TYPES, searchContent } from '@/lib/content/search';
import { apiPage, urlPage } from '@/lib/pager';

const searchQuery = (raw: string | string[] | undefined) =>
  (one(raw) ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
const searchType = (raw: string | string[] | undefined): SearchResultType | 'all' => {
  const v = one(raw);
  return v && (SEARCH_TYPES as string[]).includes(v) ? (v as SearchResultType) : 'all';
};

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const sp = await searchParams;
  const q = searchQuery(sp.q);
  return {
    title: pagedTitle(q ? `Recherche : ${q}` : 'Recherche', urlPage(sp.page)),
    // Result pages are endless variations of the same content: not for search engines.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const q = searchQuery(sp.q);
  const type = searchType(sp.type);
  const page = urlPage(sp.page);
  let results: SearchResults | null = null;
  let failed = false;
  if (q) {
    try {
      results = await searchContent(q, type, apiPage(page));
    } catch {
      failed = true;
    }
  }
  const rows = results?.rows ?? [];
  const info = pageInfoOf(results, page);
  const typeHref = (t: SearchResultType | 'all') => {
    const p = new URLSearchParams({ q });
    if (t !== 'all') p.set('type', t);
    return `/recherche?${p}`;
  };
  return (
    <>
      <PageType label="Search" />
      <PageHead title="Recherche" />
      <form action="/recherche" method="get" className="search-form" aria-label="Rechercher">
        <label htmlFor="recherche-q" className="visually-hidden">
          Rechercher une émission, un épisode, un article…
        </label>
        <input
          id="recherche-q"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Rechercher une émission, un épisode, un article…"
        />
        {type !== 'all' ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className="btn btn-primary">
          Rechercher
        </button>
      </form>
      {q ? (
        <nav aria-label="Type de contenu">
          <ul className="chips">
            {(['all', ...SEARCH_TYPES] as const).map((t) => (
              <li key={t}>
                <Link href={typeHref(t)} aria-current={t === type ? 'page' : undefined}>
                  {t === 'all' ? 'Tout' : SEARCH_TYPE_LABEL[t]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!q ? (
        <EmptyState title="Que cherchez-vous ?">
          <p>Saisissez un mot : le nom d'une émission, un thème, un saint, un invité…</p>
        </EmptyState>
      ) : failed ? (
        <EmptyState title="La recherche est momentanément indisponible.">
          <p>Réessayez dans quelques instants.</p>
        </EmptyState>
      ) : rows.length ? (
        <>
          <p role="status">
            {info.totalItems} résultat{info.totalItems > 1 ? 's' : ''} pour « {q} »
          </p>
          <ul className="list" aria-label="Résultats">
            {rows.map((r) => (
              <li key={`${r.type}-${r.id}`} data-result-type={r.type}>
                <ArticleCard article={searchItem(r)} />
              </li>
            ))}
          </ul>
          <Pager
            page={info.page}
            totalPages={info.totalPages}
            path="/recherche"
            query={{ q, type: type === 'all' ? undefined : type }}
          />
        </>
      ) : (
        <EmptyState title={`Aucun résultat pour « ${q} ».`}>
          <p>Vérifiez l'orthographe ou essayez un autre mot.</p>
        </EmptyState>
      )}
    </>
  );
}
