import { archivesDayGuard, isValidDate, monthName } from '@radio/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { EmptyState } from '@/components/ui/EmptyState';
import { getArchivesDay } from '@/lib/content/episodes';
import { episodeItem } from '@/lib/content/items';
import { shareable } from '@/lib/share-card';

type Params = { year: string; month: string; day: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { year, month, day } = await params;
  return shareable({
    title: `Archives du ${Number(day)} ${monthName(Number(month))} ${year}`,
    alternates: { canonical: `/archives/${year}/${month}/${day}` },
  });
}

export default async function ArchivesDayPage({ params }: { params: Promise<Params> }) {
  const { year, month, day } = await params;
  // Spec §5 "Archives by day": day 0–31, month 0–12 (1–2 digits), year 4 digits.
  const guard = archivesDayGuard({ year, month, day });
  if (!guard.ok) redirect(guard.redirect);
  const d = Number(day);
  const m = Number(month);
  // A day the calendar does not have (30 February, 31 April) goes back to /archives like the §5 guards.
  if (!isValidDate(Number(year), m, d)) redirect('/archives');
  const data = await getArchivesDay(Number(year), m, d);
  const label = `${d} ${monthName(m)} ${year}`;
  const episodes = data?.episodes ?? [];
  return (
    <>
      <PageType label="Archives" />
      <PageHead
        title={`Archives du ${label}`}
        crumbs={[
          { label: 'Archives', href: '/archives' },
          { label: year, href: `/archives/${year}` },
          { label: `${monthName(m)} ${year}`, href: `/archives/${year}/${m}` },
          { label },
        ]}
      />
      {episodes.length ? (
        <ul className="list" aria-label={`Émissions du ${label}`}>
          {episodes.map((e) => (
            <li key={e.id}>
              <EpisodeCard episode={episodeItem(e)} variant="row" />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Aucune émission archivée ce jour-là.">
          <p>Choisissez un autre jour dans le calendrier des archives.</p>
        </EmptyState>
      )}
    </>
  );
}
