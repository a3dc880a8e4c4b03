import { ApiError } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthBoot } from '@/components/auth/AuthBoot';
import { Unavailable } from '@/components/errors/Unavailable';
import { EmbedPlayer } from '@/components/player/EmbedPlayer';
import { ContentUnavailableError } from '@/lib/content/availability';
import { getShowByAlias } from '@/lib/content/shows';

type Props = {
  params: Promise<{ name: string; showOrCategory: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Embeds are framed by partner pages: never indexed on their own.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** `/{name}/{slug}/embed`: the show's player alone (embed layout); `?episode=ID` picks the episode. */
export default async function EmbedPage({ params, searchParams }: Props) {
  const { name, showOrCategory } = await params;
  const ep = (await searchParams).episode;
  const episodeId = typeof ep === 'string' && /^\d{1,10}$/.test(ep) ? ep : undefined;
  let show: Awaited<ReturnType<typeof getShowByAlias>>;
  try {
    show = await getShowByAlias(`/${name}/${showOrCategory}`);
  } catch (e) {
    if (e instanceof ApiError || e instanceof ContentUnavailableError) return <Unavailable />;
    throw e;
  }
  if (!show) notFound();
  return (
    <>
      <h1 className="visually-hidden">{show.title}</h1>
      {/* The embed layout has no header (whose user menu boots the session elsewhere): on the
          site's own origin the signed-in listener is handed to the player here (no limit, no rolls, resume). */}
      <AuthBoot />
      <EmbedPlayer showId={String(show.id)} episodeId={episodeId} title={show.title} />
    </>
  );
}
