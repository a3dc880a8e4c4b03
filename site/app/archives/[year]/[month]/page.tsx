import { archivesMonthGuard, monthName } from '@radio/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ArchiveCalendar } from '@/components/archives/ArchiveCalendar';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { shareable } from '@/lib/share-card';

type Params = { year: string; month: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { year, month } = await params;
  return shareable({
    title: `Archives ${monthName(Number(month))} ${year}`,
    alternates: { canonical: `/archives/${year}/${month}` },
  });
}

export default async function ArchivesMonthPage({ params }: { params: Promise<Params> }) {
  const { year, month } = await params;
  // Spec §5 "Archives by year and month": same rule as the year, and a real month.
  const guard = archivesMonthGuard({ year, month });
  if (!guard.ok) redirect(guard.redirect);
  const y = Number(year);
  const m = Number(month);
  if (m === 0) redirect(`/archives/${year}`);
  const label = `${monthName(m)} ${year}`;
  return (
    <>
      <PageType label="Archives" />
      <PageHead
        title={`Archives de ${label}`}
        crumbs={[
          { label: 'Archives', href: '/archives' },
          { label: year, href: `/archives/${year}` },
          { label },
        ]}
      />
      <ArchiveCalendar year={y} month={m} />
    </>
  );
}
