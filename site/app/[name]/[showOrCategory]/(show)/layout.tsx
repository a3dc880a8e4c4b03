import type { ReactNode } from 'react';
import { ShowHead } from '@/components/show/ShowPage';
import { showOfPage } from '@/lib/content/shows';

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
  const { name } = await params;
  // Service down (undefined): the page renders its French "indisponible" state alone.
  const show = await showOfPage(params);
  return (
    <>
      {show ? <ShowHead show={show} category={{ label: show.category || name, href: `/${name}` }} /> : null}
      {children}
    </>
  );
}
