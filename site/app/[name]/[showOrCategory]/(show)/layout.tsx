import { ApiError } from '@radio/core';
import type { ReactNode } from 'react';
import { ShowHead } from '@/components/show/ShowPage';
import { getShowByAlias } from '@/lib/content/shows';

/**
 * The show's head above its episode list. Here, outside the list's loading boundary, it is part of
 * the first HTML painted (the LCP budget, ≤ 1.5 s); the fetch is the one the parent layout already made.
 */
export default async function ShowHeadLayout({
  params,
  children,
}: {
  params: Promise<{ name: string; showOrCategory: string }>;
  children: ReactNode;
}) {
  const { name, showOrCategory } = await params;
  let show: Awaited<ReturnType<typeof getShowByAlias>> = null;
  try {
    show = await getShowByAlias(`/${name}/${showOrCategory}`);
  } catch (e) {
    // Service down: the page renders its French "indisponible" state alone.
    if (!(e instanceof ApiError)) throw e;
  }
  return (
    <>
      {show ? <ShowHead show={show} category={{ label: show.category || name, href: `/${name}` }} /> : null}
      {children}
    </>
  );
}
