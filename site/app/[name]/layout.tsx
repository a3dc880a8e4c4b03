import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ApiCallError } from '@/lib/api';
import { getCategory } from '@/lib/content';

/**
 * Decides 404 before the segment's loading state streams: an unknown category gets a real 404
 * status, not a 200 page that later says "not found". (The fetch is shared with the page's.)
 */
export default async function CategoryLayout({
  params,
  children,
}: {
  params: Promise<{ name: string }>;
  children: ReactNode;
}) {
  const { name } = await params;
  try {
    if (!(await getCategory(name, 1))) notFound();
  } catch (e) {
    // Service down: the page renders its French "indisponible" state.
    if (!(e instanceof ApiCallError)) throw e;
  }
  return children;
}
