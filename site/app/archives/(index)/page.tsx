import { MONTHS, monthName } from '@radio/core';
import { ArchiveCalendar } from '@/components/archives/ArchiveCalendar';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { one, type SearchParams } from '@/components/page/query';
import { Section } from '@/components/page/Section';
import Link from '@/components/ui/SiteLink';
import { getArchivesIndex } from '@/lib/content/episodes';
import { fixedPageMetadata } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

export const generateMetadata = () =>
  shareable(
    fixedPageMetadata(
      '/archives',
      'Archives',
      'Toutes les émissions diffusées, par année, par mois et par jour.',
    ),
  );

/** The archives home: this year's months (calendar of the chosen month) and the past years. */
export default async function ArchivesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const now = new Date();
  const year = now.getFullYear();
  const current = now.getMonth() + 1;
  const asked = Number(one(sp.mois));
  const month = Number.isInteger(asked) && asked >= 1 && asked <= current ? asked : current;
  const index = await getArchivesIndex();
  const pastYears = (index.years ?? []).filter((y) => y !== year).sort((a, b) => b - a);
  return (
    <>
      <PageType label="Archives" />
      <PageHead title="Archives">
        <p>Retrouvez toutes les émissions diffusées, jour par jour.</p>
      </PageHead>
      <Section title={`${year}`} id="annee-en-cours">
        <nav aria-label={`Mois de ${year}`}>
          <ul className="chips">
            {MONTHS.slice(0, current).map((name, i) => (
              <li key={name}>
                <Link
                  href={i + 1 === current ? '/archives' : `/archives?mois=${i + 1}`}
                  aria-current={i + 1 === month ? 'page' : undefined}
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h3>
          {monthName(month)} {year}
        </h3>
        <ArchiveCalendar year={year} month={month} today={now} />
      </Section>
      <Section title="Années précédentes" id="annees">
        {pastYears.length ? (
          <ul className="chips">
            {pastYears.map((y) => (
              <li key={y}>
                <Link href={`/archives/${y}`}>{y}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Aucune archive des années précédentes pour le moment.</p>
        )}
      </Section>
    </>
  );
}
