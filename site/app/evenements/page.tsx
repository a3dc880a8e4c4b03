import { apiPageFromUrl, formatDate, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/cards/EmptyState';
import { EventFilters } from '@/components/events/EventFilters';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { Pager } from '@/components/page/Pager';
import { PageType } from '@/components/page/PageType';
import { one, pagedTitle, type SearchParams } from '@/components/page/query';
import { getEvents } from '@/lib/content/events';
import { img, pageInfoOf, plainText, rowsOf } from '@/lib/content/items';
import { getRadiosByRegions, type RadioGroup } from '@/lib/content/radios';

const PER_PAGE = 12;

const isoDay = (raw: string | string[] | undefined) => {
  const v = one(raw);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined;
};
const radioCode = (raw: string | string[] | undefined) => {
  const v = one(raw);
  return v && /^[A-Za-z0-9]{1,40}$/.test(v) ? v : undefined;
};

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const page = urlPage((await searchParams).page);
  return {
    title: pagedTitle('Événements', page),
    description: 'Pèlerinages, concerts, conférences et rencontres près de chez vous.',
    alternates: { canonical: '/evenements' },
  };
}

export default async function EventsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const page = urlPage(sp.page);
  const radio = radioCode(sp.radio);
  // A period typed backwards (du after au) is read the right way round.
  const [from, to] = ((a, b) => (a && b && a > b ? [b, a] : [a, b]))(isoDay(sp.du), isoDay(sp.au));
  const [list, groups] = await Promise.all([
    getEvents({ page: apiPageFromUrl(page), radio, from, to, perPage: PER_PAGE }),
    getRadiosByRegions().catch((): RadioGroup[] => []),
  ]);
  const rows = rowsOf(list);
  const info = pageInfoOf(list, page);
  return (
    <>
      <PageType label="Event" />
      <JsonLd
        data={{
          '@type': 'ItemList',
          itemListElement: rows.map((e, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            item: {
              '@type': 'Event',
              name: e.title,
              startDate: e.date,
              ...(e.enddate ? { endDate: e.enddate } : {}),
              location: { '@type': 'Place', name: e.location, address: e.location },
            },
          })),
        }}
      />
      <PageHead title="Événements">
        <p>Pèlerinages, concerts, conférences et rencontres près de chez vous.</p>
      </PageHead>
      <EventFilters groups={groups} radio={radio} from={from} to={to} />
      {rows.length ? (
        <ul className="list" aria-label="Événements">
          {rows.map((e) => {
            const image = img(e.visual);
            return (
              <li key={e.id}>
                <article className="card">
                  {image ? (
                    // biome-ignore lint/performance/noImgElement: the API serves the 304x171 style already sized
                    <img
                      className="card-img"
                      src={image.url}
                      alt={image.alt}
                      loading="lazy"
                      width={304}
                      height={171}
                    />
                  ) : null}
                  <div className="card-body">
                    {e.radio ? <p className="card-kicker">{e.radio.name}</p> : null}
                    <h2 className="card-title">{e.title}</h2>
                    <p className="card-meta">
                      <time dateTime={e.date}>{formatDate(e.date)}</time>
                      {e.enddate && formatDate(e.enddate) !== formatDate(e.date) ? (
                        <>
                          {' '}
                          au <time dateTime={e.enddate}>{formatDate(e.enddate)}</time>
                        </>
                      ) : null}
                      {e.location ? ` · ${e.location}` : ''}
                    </p>
                    {e.description ? <p className="card-excerpt">{plainText(e.description, 240)}</p> : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState title="Aucun événement ne correspond à ces critères.">
          <p>Modifiez les filtres pour voir d'autres événements.</p>
        </EmptyState>
      )}
      <Pager
        page={info.page}
        totalPages={info.totalPages}
        path="/evenements"
        query={{ radio, du: from, au: to }}
      />
    </>
  );
}
