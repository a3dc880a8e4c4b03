import type { LiveInfo } from '@radio/core';
import type { ReactNode } from 'react';
import { LiveButton } from '@/components/player/LiveButton';

function hhmm(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat('fr-FR', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Paris',
      }).format(d);
}

/** The chosen radio's live now, rendered on the server from the radio cookie. */
export function LiveHero({
  radioName,
  radioCode,
  live,
  children,
}: {
  radioName: string;
  radioCode: string;
  live: LiveInfo | null;
  /** Beside the play button (the home's 'Changer de radio'). */
  children?: ReactNode;
}) {
  const from = hhmm(live?.date);
  const to = hhmm(live?.enddate);
  return (
    <section className="hero-live" aria-labelledby="live-title" data-radio-code={radioCode}>
      <div>
        <p className="hero-kicker">En direct sur {radioName}</p>
        <h2 id="live-title">{live?.title || 'Le direct'}</h2>
        {live?.artiste ? <p>{live.artiste}</p> : null}
        {from && to ? (
          <p>
            <time dateTime={live?.date}>{from}</time> – <time dateTime={live?.enddate}>{to}</time>
          </p>
        ) : null}
        {live?.next && hhmm(live.next.date) ? (
          <p className="hero-next">
            À suivre : <time dateTime={live.next.date}>{hhmm(live.next.date)}</time> {live.next.title}
          </p>
        ) : null}
      </div>
      <div className="hero-actions">
        <LiveButton radioCode={radioCode} label="Écouter le direct" className="btn btn-primary" />
        {children}
      </div>
    </section>
  );
}
