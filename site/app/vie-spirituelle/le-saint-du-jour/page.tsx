import type { Saint } from '@radio/core';
import { monthName } from '@radio/core';
import type { Metadata } from 'next';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { EpisodeList } from '@/components/cards/EpisodeList';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { one, positiveId, type SearchParams } from '@/components/page/query';
import { Section } from '@/components/page/Section';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { getEpisode } from '@/lib/content/episodes';
import { episodeItem, plainText, rowsOf, styled } from '@/lib/content/items';
import { getPrayers } from '@/lib/content/prayers';
import {
  getSaintOn,
  getSaintShowEpisodes,
  searchSaintsByDate,
  searchSaintsByName,
} from '@/lib/content/saints';
import { around, type CalendarDay, prayerIndex, saintDay } from '@/lib/saint-day';
import { sanitizeArticleHtml } from '@/lib/sanitize';
import { ogImage } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

const PATH = '/vie-spirituelle/le-saint-du-jour';

const two = (n: number) => String(n).padStart(2, '0');

/** The day's saint shares as that saint: its name and day, its life's first lines, its picture. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const asked = one((await searchParams).date);
  const day = saintDay(asked);
  const saint = await getSaintOn(day.day, day.month);
  const title = saint ? `${saint.name}, saint du ${dayLabel(day)}` : 'Le saint du jour';
  return shareable(
    {
      title,
      description: saint?.life?.[0]
        ? plainText(saint.life[0], 200)
        : 'Chaque jour, un saint du calendrier : sa vie, la prière du jour, des émissions pour le découvrir.',
      alternates: { canonical: asked ? `${PATH}?date=${two(day.month)}-${two(day.day)}` : PATH },
    },
    ogImage(saint?.visual?.url, saint?.visual?.alt),
  );
}

/** A first name to search: letters, spaces, hyphens and apostrophes only. */
function firstName(raw: string | string[] | undefined): string | undefined {
  const v = (one(raw) ?? '').trim();
  return v && /^[\p{L}][\p{L}' -]{0,59}$/u.test(v) ? v : undefined;
}

/** « Fêté », « Fêtée », « Fêtés », « Fêtées » as the saint's name says; a feast is « Au calendrier ». */
function celebrated(name: string): string {
  const m = /^(Saintes?|Saints?) /.exec(name)?.[1];
  if (!m) return 'Au calendrier';
  return `Fêté${m.startsWith('Sainte') ? 'e' : ''}${m.endsWith('s') ? 's' : ''}`;
}

const dayLabel = (d: CalendarDay) => `${d.day === 1 ? '1er' : d.day} ${monthName(d.month)}`;

function SaintCard({
  saint,
  episodeId,
  withLife = false,
}: {
  saint: Saint;
  episodeId?: number | undefined;
  /** The day's saint tells its whole life; a search result only its notice. */
  withLife?: boolean;
}) {
  return (
    <article className={saint.visual?.url ? 'saint-card' : 'saint-card saint-card-text'}>
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
          {celebrated(saint.name)} le {saint.day === 1 ? '1er' : saint.day} {monthName(saint.month)}
        </p>
        {saint.description ? <p>{plainText(saint.description, 1500)}</p> : null}
        {withLife && saint.life?.length ? (
          <div className="saint-life">
            {saint.life.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        ) : null}
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

/** « 24 novembre : Sainte Flora » links to the day before and the day after. */
async function DayNav({ day }: { day: CalendarDay }) {
  const { previous, next } = around(day);
  const [before, after] = await Promise.all(
    [previous, next].map(async (d) => rowsOf(await searchSaintsByDate(d.day, d.month))[0]?.name),
  );
  return (
    <nav aria-label="Jours" className="saint-days">
      <Link href={`${PATH}?date=${previous.iso}`} rel="prev">
        ← La veille, {dayLabel(previous)}
        {before ? ` : ${before}` : ''}
      </Link>
      <Link href={`${PATH}?date=${next.iso}`} rel="next">
        Le lendemain, {dayLabel(next)}
        {after ? ` : ${after}` : ''} →
      </Link>
    </nav>
  );
}

export default async function SaintOfTheDayPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const name = firstName(sp.prenom);
  const day = saintDay(one(sp.date));
  const episodeId = positiveId(sp.episode);
  const [saint, results, episode, prayers, episodes] = await Promise.all([
    getSaintOn(day.day, day.month),
    name ? searchSaintsByName(name) : Promise.resolve(null),
    episodeId ? getEpisode(episodeId).catch(() => null) : Promise.resolve(null),
    getPrayers(),
    getSaintShowEpisodes(5),
  ]);
  const found = results ? rowsOf(results) : null;
  const prayerList = rowsOf(prayers);
  const prayer = prayerList[prayerIndex(day, prayerList.length)];
  const more = episodes.filter((e) => e.id !== saint?.episode?.id).slice(0, 4);
  return (
    <>
      <PageType label="Saint of the day" />
      {saint ? (
        <JsonLd
          data={{
            '@type': 'Person',
            name: saint.name,
            description: plainText(saint.life?.[0] || saint.description, 300),
            ...(saint.visual?.url ? { image: styled(saint.visual.url, '930x557') } : {}),
          }}
        />
      ) : null}
      <PageHead
        title="Le saint du jour"
        crumbs={[{ label: 'Vie spirituelle', href: '/vie-spirituelle' }, { label: 'Le saint du jour' }]}
      >
        <p>Le {dayLabel(day)}</p>
      </PageHead>
      {episode && episode.id !== saint?.episode?.id ? (
        <Section title="L'émission demandée" id="episode">
          <EpisodeCard episode={episodeItem(episode)} variant="row" highlighted />
        </Section>
      ) : null}
      {saint ? (
        <SaintCard saint={saint} episodeId={episodeId} withLife />
      ) : (
        <EmptyState title={`Aucun saint n'est inscrit au calendrier le ${dayLabel(day)}.`} />
      )}
      <DayNav day={day} />
      {prayer ? (
        <Section title="La prière du jour" id="priere">
          <article className="card">
            <div className="card-body">
              <h3 className="card-title">{prayer.title}</h3>
              <div
                className="article-body"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
                dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(prayer.body) }}
              />
            </div>
          </article>
          <p>
            <Link href="/prieres">Toutes les prières</Link>
          </p>
        </Section>
      ) : null}
      {more.length ? (
        <Section title="À écouter aussi" id="emissions">
          <EpisodeList episodes={more} label="Émissions sur les saints" />
        </Section>
      ) : null}
      <Section title="Chercher un saint" id="chercher">
        <form
          method="get"
          action={`${PATH}#chercher`}
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
        <form method="get" action={PATH} className="search-form" aria-label="Voir le saint d'un autre jour">
          <label htmlFor="saint-date">Date</label>
          <input id="saint-date" type="date" name="date" defaultValue={day.iso} />
          <button type="submit" className="btn">
            Voir ce jour
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
          <EmptyState title={`Aucun saint trouvé pour « ${name} ».`} />
        )}
      </Section>
    </>
  );
}
