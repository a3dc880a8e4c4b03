import { ApiError } from '@radio/core';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getCategory } from '@/lib/content/categories';

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
    if (!(e instanceof ApiError)) throw e;
  }
  return children;
}
