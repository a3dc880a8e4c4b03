import { apiPageFromUrl, urlPage } from '@radio/core';
import { EventCard, eventsLd } from '@/components/events/EventCard';
import { EventFilters } from '@/components/events/EventFilters';
import { JsonLd } from '@/components/page/JsonLd';
import { ListPage, listMetadata, pageOfList } from '@/components/page/ListPage';
import { one, radioCode, type SearchParams } from '@/components/page/query';
import { EmptyState } from '@/components/ui/EmptyState';
import { getEvents } from '@/lib/content/events';
import { getRadiosByRegions, type RadioGroup } from '@/lib/content/radios';

const PER_PAGE = 12;
const intro = 'Pèlerinages, concerts, conférences et rencontres près de chez vous.';

const isoDay = (raw: string | string[] | undefined) => {
  const v = one(raw);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined;
};

export const generateMetadata = listMetadata({
  title: 'Événements',
  description: intro,
  path: '/evenements',
});

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
  const at = { path: '/evenements', query: { radio, du: from, au: to } };
  const { rows, info } = pageOfList(list, page, at);
  return (
    <ListPage
      label="Event"
      title="Événements"
      intro={<p>{intro}</p>}
      rows={rows}
      info={info}
      at={at}
      empty={
        <EmptyState title="Aucun événement ne correspond à ces critères.">
          <p>Modifiez les filtres pour voir d'autres événements.</p>
        </EmptyState>
      }
      item={(e, i) => <EventCard event={e} priority={i === 0} />}
    >
      <JsonLd data={eventsLd(rows)} />
      <EventFilters groups={groups} radio={radio} from={from} to={to} />
    </ListPage>
  );
}
