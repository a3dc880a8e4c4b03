import { pageHref, pageWindow } from '@radio/core';
import Link from '@/components/ui/SiteLink';

export type PagerProps = {
  /** Current page, 1-based (as in the URL). */
  page: number;
  totalPages: number;
  /** Path of the list; pages are `path?page=N`, page 1 being the bare path. */
  path: string;
  /** Other query values to keep (e.g. `{ lettre: 'A' }`). */
  query?: Record<string, string | undefined>;
};

/** Numbered pagination with previous/next links; renders nothing for a single page. */
export function Pager({ page, totalPages, path, query }: PagerProps) {
  if (totalPages <= 1) return null;
  const href = (p: number) => pageHref(path, p, query);
  return (
    <nav className="pager" aria-label="Pagination">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className="pager-step">
          Page précédente
        </Link>
      ) : null}
      <ol>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity other than their place
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="pager-current">
                  <span className="visually-hidden">Page </span>
                  {p}
                </span>
              ) : (
                <Link href={href(p)} aria-label={`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link href={href(page + 1)} rel="next" className="pager-step">
          Page suivante
        </Link>
      ) : null}
    </nav>
  );
}
