import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { showOfPage } from '@/lib/content/shows';

/** Decides 404 before the show page's loading state streams (see app/[name]/layout.tsx). */
export default async function ShowLayout({
  params,
  children,
}: {
  params: Promise<{ name: string; showOrCategory: string }>;
  children: ReactNode;
}) {
  if ((await showOfPage(params)) === null) notFound();
  return children;
}
