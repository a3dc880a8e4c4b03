import { archivesYearGuard, MONTHS } from '@radio/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { getArchivesIndex } from '@/lib/content/episodes';
import { shareable } from '@/lib/share-card';

type Params = { year: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { year } = await params;
  return shareable({ title: `Archives ${year}`, alternates: { canonical: `/archives/${year}` } });
}

export default async function ArchivesYearPage({ params }: { params: Promise<Params> }) {
  const { year } = await params;
  // Spec §5: a year that is not 4 digits, or the current year, goes back to /archives.
  const guard = archivesYearGuard({ year });
  if (!guard.ok) redirect(guard.redirect);
  // Only the months that have episodes: a month without any would open on an empty calendar.
  const index = await getArchivesIndex();
  const withContent = new Set(
    (index.months ?? []).filter((m) => String(m.year) === year && m.count > 0).map((m) => m.month),
  );
  const months = MONTHS.map((name, i) => ({ name, month: i + 1 })).filter((m) => withContent.has(m.month));
  return (
    <>
      <PageType label="Archives" />
      <PageHead
        title={`Archives ${year}`}
        crumbs={[{ label: 'Archives', href: '/archives' }, { label: year }]}
      >
        <p>Choisissez un mois pour retrouver les émissions diffusées.</p>
      </PageHead>
      {months.length ? (
        <ul className="chips" aria-label={`Mois de ${year}`}>
          {months.map(({ name, month }) => (
            <li key={name}>
              <Link href={`/archives/${year}/${month}`}>
                {name} {year}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={`Aucune émission archivée en ${year}.`}>
          <p>
            <Link href="/archives">Voir toutes les archives</Link>
          </p>
        </EmptyState>
      )}
    </>
  );
}
