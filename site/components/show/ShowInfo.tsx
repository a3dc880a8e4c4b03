import './show.css';
import { PODCAST_APPS, type Show, scheduleLines } from '@radio/core';
import { Icon } from '@/components/ui/Icon';
import Link from '@/components/ui/SiteLink';
import { hostName } from '@/lib/content/items';

/** The hosts by name, as the show credits them (the list, or the « présentée par » line of older data). */
export function hostsOf(show: Pick<Show, 'hosts' | 'host'>): string[] {
  if (show.hosts?.length) return show.hosts;
  const one = hostName(show.host);
  return one ? [one] : [];
}

/** « Présentée par Anne Martin et Paul Durand »: each name finds the shows they present. */
export function ShowHosts({ show }: { show: Pick<Show, 'hosts' | 'host'> }) {
  const hosts = hostsOf(show);
  if (!hosts.length) return null;
  return (
    <p className="show-presenter">
      Présentée par{' '}
      {hosts.map((h, i) => (
        <span key={h}>
          {i ? (i === hosts.length - 1 ? ' et ' : ', ') : null}
          <Link href={`/recherche?q=${encodeURIComponent(h)}`}>{h}</Link>
        </span>
      ))}
    </p>
  );
}

/** When the show is on air, from the programme grid: « Le samedi à 9 h 30 sur RCF National ». */
export function ShowSchedule({ show }: { show: Pick<Show, 'schedule'> }) {
  const lines = scheduleLines(show.schedule ?? []);
  if (!lines.length) return null;
  return (
    <div className="show-schedule">
      <h2 id="show-schedule">À l’antenne</h2>
      <ul aria-labelledby="show-schedule">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <p>
        <Link href="/grille-des-programmes">La grille des programmes</Link>
      </p>
    </div>
  );
}

/** The show's own RSS feed, and the podcast apps configured for it (none listed when none is). */
export function ShowSubscribe({ show }: { show: Pick<Show, 'id' | 'title' | 'podcast_links'> }) {
  const links = PODCAST_APPS.flatMap(({ app, label }) => {
    const found = show.podcast_links?.find((l) => l.app === app);
    return found ? [{ app, label, url: found.url }] : [];
  });
  return (
    <div className="show-subscribe">
      <h2 id="show-subscribe">S’abonner</h2>
      <ul aria-labelledby="show-subscribe">
        <li>
          <a className="btn" href={`/feed/show/${show.id}`} type="application/rss+xml">
            <Icon name="rss" />
            <span>Flux RSS</span>
          </a>
        </li>
        {links.map((l) => (
          <li key={l.app}>
            <a className="btn" href={l.url} rel="noopener external" data-app={l.app}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
