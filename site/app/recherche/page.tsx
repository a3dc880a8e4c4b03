import type { SearchGroup, SearchResult, SearchResults, SearchResultType } from '@radio/core';
import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { ChipRow } from '@/components/page/ChipRow';
import { toLastPage } from '@/components/page/ListPage';
import { PageHead } from '@/components/page/PageHead';
import { Pager } from '@/components/page/Pager';
import { PageType } from '@/components/page/PageType';
import { one, pagedTitle, type SearchParams } from '@/components/page/query';
import {
  formatCount,
  KIND_PLURAL,
  momentHref,
  resultHref,
  SEARCH_KINDS,
  searchHref,
} from '@/components/search/kinds';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { img, searchItem } from '@/lib/content/items';
import { searchContent } from '@/lib/content/search';
import { shareable } from '@/lib/share-card';
import '@/components/search/search.css';

const searchQuery = (raw: string | string[] | undefined) =>
  (one(raw) ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
const searchType = (raw: string | string[] | undefined): SearchResultType | 'all' => {
  const v = one(raw);
  return v && (SEARCH_KINDS as readonly string[]).includes(v) ? (v as SearchResultType) : 'all';
};

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const sp = await searchParams;
  const q = searchQuery(sp.q);
  return shareable({
    title: pagedTitle(q ? `Recherche : ${q}` : 'Recherche', urlPage(sp.page)),
    // Result pages are endless variations of the same content: not for search engines.
    robots: { index: false, follow: true },
  });
}

/** A result: an episode can be played from the list; the other kinds are cards. */
function Result({ r }: { r: SearchResult }) {
  if (r.type === 'episode') {
    const image = img(r.visual);
    // Found by what is said in it: the sentence, and the episode opened at that second.
    const said = r.at === undefined ? null : { at: r.at, href: momentHref(r.alias, r.id, r.at) };
    return (
      <EpisodeCard
        variant="row"
        episode={{
          id: String(r.id),
          title: r.title,
          href: said?.href ?? resultHref(r.alias),
          ...(said ? { said, excerpt: r.excerpt } : {}),
          ...(r.date ? { date: r.date } : {}),
          ...(r.duration ? { durationS: r.duration } : {}),
          ...(r.show_title ? { showTitle: r.show_title } : {}),
          ...(image ? { image } : {}),
        }}
      />
    );
  }
  return <ArticleCard article={searchItem(r)} />;
}

function Group({ group, q, all }: { group: SearchGroup; q: string; all: boolean }) {
  const id = `resultats-${group.type}`;
  return (
    <section className="search-group" aria-labelledby={id} data-search-group={group.type}>
      <div className="search-group-head">
        <h2 id={id}>
          {KIND_PLURAL[group.type]} <span className="search-count">{formatCount(group.total)}</span>
        </h2>
        {all && group.total > group.rows.length ? (
          <Link href={searchHref(q, group.type)} className="search-more">
            Voir tout<span className="visually-hidden"> : {KIND_PLURAL[group.type].toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      <ul className="list" aria-label={KIND_PLURAL[group.type]}>
        {group.rows.map((r) => (
          <li key={`${r.type}-${r.id}`} data-result-type={r.type}>
            <Result r={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What was found, said plainly: every word, words corrected or completed, or only some words. */
function Summary({ results, q }: { results: SearchResults; q: string }) {
  const n = results.groups.reduce((sum, g) => sum + g.total, 0);
  const count = `${formatCount(n)} résultat${n > 1 ? 's' : ''}`;
  return (
    <>
      <p role="status" className="search-summary">
        {results.match === 'partial'
          ? `Aucun résultat pour « ${q} » ; résultats proches :`
          : results.match === 'approximate'
            ? `Aucun résultat exact pour « ${q} » ; ${count} approchant${n > 1 ? 's' : ''} :`
            : `${count} pour « ${q} »`}
      </p>
      <DidYouMean suggestion={results.suggestion} />
    </>
  );
}

function DidYouMean({ suggestion }: { suggestion: string | null }) {
  if (!suggestion) return null;
  return (
    <p className="search-suggestion">
      Vouliez-vous dire <Link href={searchHref(suggestion)}>{suggestion}</Link> ?
    </p>
  );
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
      results = await searchContent(q, type, apiPageFromUrl(page));
    } catch {
      failed = true;
    }
  }
  // A page past the last falls back to the last page, as on every list (toLastPage); the all-kinds
  // preview has one page, so a page of it goes back to it: an empty list under counts that say
  // otherwise would look broken (spec §2: a value out of range falls back, never an error).
  if (results && type === 'all' && page > 1) redirect(searchHref(q));
  if (results && type !== 'all') {
    const { total_pages: totalPages, total_items: totalItems } = results.pager;
    toLastPage(page, { totalPages, totalItems }, { path: '/recherche', query: { q, type } });
  }
  const groups = results?.groups ?? [];
  const shown = type === 'all' ? groups : groups.filter((g) => g.type === type);
  const all = groups.reduce((sum, g) => sum + g.total, 0);
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
      {!q ? (
        <EmptyState title="Que cherchez-vous ?">
          <p>Saisissez un mot : le nom d'une émission, un thème, un saint, un invité…</p>
        </EmptyState>
      ) : failed || !results ? (
        <EmptyState title="La recherche est momentanément indisponible.">
          <p>Réessayez dans quelques instants.</p>
        </EmptyState>
      ) : !groups.length ? (
        <EmptyState title={`Aucun résultat pour « ${q} ».`}>
          <DidYouMean suggestion={results.suggestion} />
          <p>Vérifiez l'orthographe ou essayez un autre mot.</p>
        </EmptyState>
      ) : (
        <>
          <Summary results={results} q={q} />
          <ChipRow label="Type de contenu">
            <li>
              <Link href={searchHref(q)} aria-current={type === 'all' ? 'page' : undefined}>
                Tout ({formatCount(all)})
              </Link>
            </li>
            {groups.map((g) => (
              <li key={g.type}>
                <Link href={searchHref(q, g.type)} aria-current={g.type === type ? 'page' : undefined}>
                  {KIND_PLURAL[g.type]} ({formatCount(g.total)})
                </Link>
              </li>
            ))}
          </ChipRow>
          {shown.length ? (
            shown.map((g) => <Group key={g.type} group={g} q={q} all={type === 'all'} />)
          ) : (
            <EmptyState title={`Aucun résultat de ce type pour « ${q} ».`}>
              <p>
                <Link href={searchHref(q)}>Voir tous les résultats</Link>
              </p>
            </EmptyState>
          )}
          {type !== 'all' && results ? (
            <Pager
              page={Math.min(page, results.pager.total_pages)}
              totalPages={results.pager.total_pages}
              path="/recherche"
              query={{ q, type }}
            />
          ) : null}
        </>
      )}
    </>
  );
}
