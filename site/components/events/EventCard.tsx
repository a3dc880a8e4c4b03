import { type Event, formatDate } from '@radio/core';
import { CardImage } from '@/components/cards/CardImage';
import Link from '@/components/ui/SiteLink';
import { img, plainText } from '@/lib/content/items';

/** schema.org's ItemList of the events of a page. */
export function eventsLd(rows: Event[]) {
  return {
    '@type': 'ItemList',
    itemListElement: rows.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Event',
        name: e.title,
        url: e.alias,
        startDate: e.date,
        ...(e.enddate ? { endDate: e.enddate } : {}),
        location: { '@type': 'Place', name: e.location, address: e.location },
      },
    })),
  };
}

/**
 * An event in a list, laid out like the other cards: its picture, radio, title (the link to its
 * page), dates (« au » only when it ends another day), place and summary.
 */
export function EventCard({ event: e, priority }: { event: Event; priority?: boolean }) {
  return (
    <article className="card article-card">
      <CardImage image={img(e.visual)} priority={priority} />
      <div className="card-body">
        {e.radio ? <p className="card-kicker">{e.radio.name}</p> : null}
        <h2 className="card-title">
          <Link href={e.alias} className="card-link">
            {e.title}
          </Link>
        </h2>
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
  );
}
