import { type Event, formatDate } from '@radio/core';
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
        startDate: e.date,
        ...(e.enddate ? { endDate: e.enddate } : {}),
        location: { '@type': 'Place', name: e.location, address: e.location },
      },
    })),
  };
}

/** An event: its radio, title, dates (« au » only when it ends another day), place and summary. */
export function EventCard({ event: e }: { event: Event }) {
  const image = img(e.visual);
  return (
    <article className="card">
      {image ? (
        // biome-ignore lint/performance/noImgElement: the API serves the 304x171 style already sized
        <img className="card-img" src={image.url} alt={image.alt} loading="lazy" width={304} height={171} />
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
  );
}
