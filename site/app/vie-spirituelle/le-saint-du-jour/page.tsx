import type { Saint } from '@radio/core';
import { monthName } from '@radio/core';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/cards/EmptyState';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { one, positiveId, type SearchParams } from '@/components/page/query';
import { Section } from '@/components/page/Section';
import { getEpisode } from '@/lib/content/episodes';
import { episodeItem, plainText, rowsOf, styled } from '@/lib/content/items';
import { getSaintOfTheDay, searchSaintsByDate, searchSaintsByName } from '@/lib/content/saints';

export const metadata: Metadata = {
  title: 'Le saint du jour',
  description:
    'Chaque jour, un saint du calendrier : sa vie, son message, et une émission pour le découvrir.',
  alternates: { canonical: '/vie-spirituelle/le-saint-du-jour' },
};

/** A first name to search: letters, spaces, hyphens and apostrophes only. */
function firstName(raw: string | string[] | undefined): string | undefined {
  const v = (one(raw) ?? '').trim();
  return v && /^[\p{L}][\p{L}' -]{0,59}$/u.test(v) ? v : undefined;
}

/** `?date=YYYY-MM-DD` (the year is ignored: the calendar repeats). */
function dayMonth(raw: string | string[] | undefined): { day: number; month: number } | undefined {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(one(raw) ?? '');
  if (!m) return undefined;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { day, month } : undefined;
}

function SaintCard({ saint, episodeId }: { saint: Saint; episodeId?: number | undefined }) {
  return (
    <article className="saint-card">
      {saint.visual?.url ? (
        // biome-ignore lint/performance/noImgElement: the API serves the style already sized
        <img
          src={styled(saint.visual.url, '304x171')}
          alt={saint.visual.alt ?? ''}
          width={304}
          height={171}
        />
      ) : null}
      <div>
        <h2>{saint.name}</h2>
        <p className="card-meta">
          Fêté le {saint.day} {monthName(saint.month)}
        </p>
        {saint.description ? <p>{plainText(saint.description, 1500)}</p> : null}
        {saint.episode ? (
          <EpisodeCard
            episode={episodeItem(saint.episode)}
            variant="row"
            highlighted={saint.episode.id === episodeId}
          />
        ) : null}
      </div>
    </article>
  );
}

export default async function SaintOfTheDayPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const name = firstName(sp.prenom);
  const date = dayMonth(sp.date);
  const episodeId = positiveId(sp.episode);
  const [today, results, episode] = await Promise.all([
    getSaintOfTheDay(),
    name ? searchSaintsByName(name) : date ? searchSaintsByDate(date.day, date.month) : Promise.resolve(null),
    episodeId ? getEpisode(episodeId).catch(() => null) : Promise.resolve(null),
  ]);
  const found = results ? rowsOf(results) : null;
  return (
    <>
      <PageType label="Saint of the day" />
      {today ? (
        <JsonLd
          data={{ '@type': 'Person', name: today.name, description: plainText(today.description, 300) }}
        />
      ) : null}
      <PageHead
        title="Le saint du jour"
        crumbs={[{ label: 'Vie spirituelle', href: '/vie-spirituelle' }, { label: 'Le saint du jour' }]}
      />
      {episode && episode.id !== today?.episode?.id ? (
        <Section title="L'émission demandée" id="episode">
          <EpisodeCard episode={episodeItem(episode)} variant="row" highlighted />
        </Section>
      ) : null}
      {today ? (
        <SaintCard saint={today} episodeId={episodeId} />
      ) : (
        <EmptyState title="Le saint du jour n'est pas disponible pour le moment." />
      )}
      <Section title="Chercher un saint" id="chercher">
        <form
          method="get"
          action="/vie-spirituelle/le-saint-du-jour#chercher"
          className="search-form"
          aria-label="Chercher un saint par prénom"
        >
          <label htmlFor="saint-prenom" className="visually-hidden">
            Prénom
          </label>
          <input
            id="saint-prenom"
            type="search"
            name="prenom"
            placeholder="Un prénom, par exemple Martin"
            defaultValue={name ?? ''}
          />
          <button type="submit" className="btn btn-primary">
            Chercher par prénom
          </button>
        </form>
        <form method="get" action="/vie-spirituelle/le-saint-du-jour#chercher" className="search-form">
          <label htmlFor="saint-date">Date</label>
          <input id="saint-date" type="date" name="date" defaultValue={one(sp.date) ?? ''} />
          <button type="submit" className="btn">
            Chercher par date
          </button>
        </form>
        {found === null ? null : found.length ? (
          <ul className="list" aria-label="Saints trouvés">
            {found.map((s) => (
              <li key={`${s.month}-${s.day}-${s.id}`}>
                <SaintCard saint={s} episodeId={episodeId} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title={name ? `Aucun saint trouvé pour « ${name} ».` : 'Aucun saint trouvé pour cette date.'}
          />
        )}
      </Section>
    </>
  );
}
