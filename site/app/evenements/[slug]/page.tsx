import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { PageVisual } from '@/components/page/PageVisual';
import Link from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/config';
import { eventWhen, getEvent } from '@/lib/content/event';
import { plainText, styled } from '@/lib/content/items';
import { mapHref } from '@/lib/event-calendar';
import { sanitizeArticleHtml } from '@/lib/sanitize';
import { ogImage } from '@/lib/seo';
import { shareable } from '@/lib/share-card';
import '@/components/events/event.css';

type Params = { slug: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const e = await getEvent((await params).slug);
  if (!e) return { title: 'Événement introuvable' };
  return shareable(
    {
      title: e.title,
      description: e.metatag?.meta_description || plainText(e.description, 160),
      alternates: { canonical: e.alias },
    },
    ogImage(e.visual?.url, e.visual?.alt),
  );
}

/** schema.org's Event: when, where (the town, in France or Belgium), its picture and its page. */
function eventLd(e: NonNullable<Awaited<ReturnType<typeof getEvent>>>, url: string) {
  return {
    '@type': 'Event',
    name: e.title,
    startDate: e.date,
    ...(e.enddate ? { endDate: e.enddate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: e.location, address: e.location },
    description: plainText(e.body || e.description, 500),
    ...(e.visual?.url ? { image: [styled(e.visual.url, '930x557')] } : {}),
    url,
    ...(e.radio ? { organizer: { '@type': 'Organization', name: e.radio.name } } : {}),
  };
}

/** `/evenements/{slug}`: an event, its date and time, its place with a map, its text and a calendar file. */
export default async function EventPage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const e = await getEvent(slug);
  if (!e) notFound();
  const url = `${siteConfig().siteUrl}${e.alias}`;
  return (
    <article className="article event-page">
      <PageType label="Event" />
      <JsonLd data={eventLd(e, url)} />
      <PageHead title={e.title} crumbs={[{ label: 'Événements', href: '/evenements' }, { label: e.title }]} />
      <dl className="event-facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={e.date}>{eventWhen(e)}</time>
          </dd>
        </div>
        {e.location ? (
          <div>
            <dt>Lieu</dt>
            <dd>
              {e.location} —{' '}
              <a href={mapHref(e.location)} rel="noopener" target="_blank">
                Voir sur la carte<span className="visually-hidden"> (OpenStreetMap, nouvel onglet)</span>
              </a>
            </dd>
          </div>
        ) : null}
        {e.radio ? (
          <div>
            <dt>Organisé par</dt>
            <dd>{e.radio.name}</dd>
          </div>
        ) : null}
      </dl>
      <p>
        <a className="btn btn-primary" href={`${e.alias}/agenda.ics`} download>
          Ajouter à mon agenda
        </a>
      </p>
      <PageVisual visual={e.visual} />
      <div
        className="article-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (lib/sanitize)
        dangerouslySetInnerHTML={{
          __html: sanitizeArticleHtml(e.body || `<p>${plainText(e.description)}</p>`),
        }}
      />
      <p>
        <Link href="/evenements">Tous les événements</Link>
      </p>
    </article>
  );
}
