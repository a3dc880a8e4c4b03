import { archivesYearGuard, MONTHS } from '@radio/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from '@/components/layout/SiteLink';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
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
  return (
    <>
      <PageType label="Archives" />
      <PageHead
        title={`Archives ${year}`}
        crumbs={[{ label: 'Archives', href: '/archives' }, { label: year }]}
      >
        <p>Choisissez un mois pour retrouver les émissions diffusées.</p>
      </PageHead>
      <ul className="chips">
        {MONTHS.map((name, i) => (
          <li key={name}>
            <Link href={`/archives/${year}/${i + 1}`}>
              {name} {year}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
