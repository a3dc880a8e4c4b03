import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { AccessDenied } from '@/components/errors/AccessDenied';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { askedPath, ERROR_DIGEST_HEADER, ERROR_PATH_HEADER } from '@/lib/error-screens';

const TITLES: Record<string, string> = {
  '404': 'Page introuvable',
  '403': 'Accès refusé',
  '500': 'Erreur',
};

export async function generateMetadata({ params }: { params: Promise<{ code: string }> }): Promise<Metadata> {
  return { title: TITLES[(await params).code] ?? 'Erreur', robots: { index: false, follow: false } };
}

/**
 * `/_ecran/{code}`: the 404, 403 or 500 screen as a page the server renders whole (lib/error-screens.ts);
 * the site's server answers it at the asked address with that status.
 */
export default async function ErrorScreenPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const h = await headers();
  if (code === '404') return <NotFoundScreen path={askedPath(h.get(ERROR_PATH_HEADER) ?? '/')} />;
  if (code === '403') return <AccessDenied />;
  if (code === '500') return <ErrorScreen digest={h.get(ERROR_DIGEST_HEADER) ?? undefined} />;
  notFound();
}
