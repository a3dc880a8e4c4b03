import { ApiError } from '@radio/core';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getShowByAlias } from '@/lib/content/shows';

/** Decides 404 before the show page's loading state streams (see app/[name]/layout.tsx). */
export default async function ShowLayout({
  params,
  children,
}: {
  params: Promise<{ name: string; showOrCategory: string }>;
  children: ReactNode;
}) {
  const { name, showOrCategory } = await params;
  try {
    if (!(await getShowByAlias(`/${name}/${showOrCategory}`))) notFound();
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
  }
  return children;
}
