import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { one, type SearchParams } from '@/components/page/query';
import { chosenDay, dayLabel, isOnAir, parisDate, timeFr, weekOf } from '@/components/program-grid/week';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { getProgramGrid } from '@/lib/content/grid';
import { rowsOf, showHref } from '@/lib/content/items';
import { currentRadio } from '@/lib/radio-server';
import { fixedPageMetadata } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

export const generateMetadata = () =>
  shareable(
    fixedPageMetadata(
      '/grille-des-programmes',
      'Grille des programmes',
      'Les programmes de la semaine, jour par jour, de votre radio.',
    ),
  );

/** The chosen radio's programmes by day (Monday first), what is on air now highlighted. */
export default async function ProgramGridPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const radio = await currentRadio();
  const now = new Date();
  const today = parisDate(now);
  const week = weekOf(today);
  const day = chosenDay(one(sp.jour), week, today);
  const slots = rowsOf(await getProgramGrid(radio.radioCode, day)).sort((a, b) =>
    a.start.localeCompare(b.start),
  );
  const { name } = dayLabel(day);
  return (
    <>
      <PageType label="Program grid" />
      <PageHead title="Grille des programmes">
        <p>
          Les programmes de <strong>{radio.radioName}</strong>, jour par jour.
        </p>
      </PageHead>
      <nav aria-label="Jours de la semaine">
        <ul className="grid-days">
          {week.map((d) => {
            const l = dayLabel(d);
            return (
              <li key={d}>
                <Link
                  href={d === today ? '/grille-des-programmes' : `/grille-des-programmes?jour=${d}`}
                  aria-current={d === day ? 'page' : undefined}
                >
                  <span>{l.name}</span>
                  <small>{l.short}</small>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2>
        Programmes du {name} {dayLabel(day).short}
      </h2>
      {slots.length ? (
        <ol className="grid-slots" aria-label={`Programmes du ${name}`}>
          {slots.map((s) => {
            const live = day === today && isOnAir(s, now);
            return (
              <li
                key={`${s.start}-${s.title}`}
                className={`grid-slot${live ? ' is-now' : ''}`}
                aria-current={live ? 'time' : undefined}
              >
                <time dateTime={s.start}>
                  {timeFr(s.start)} – {timeFr(s.end)}
                </time>
                <div>
                  <strong>{s.show?.alias ? <Link href={showHref(s.show)}>{s.title}</Link> : s.title}</strong>
                  {live ? <span className="now-badge">En ce moment</span> : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <EmptyState title="La grille de ce jour n'est pas disponible." />
      )}
    </>
  );
}
