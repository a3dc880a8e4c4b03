import type { LiveInfo } from '@radio/core';
import type { ReactNode } from 'react';
import { LiveButton } from '@/components/player/LiveButton';
import { parisTime, UpNext } from '@/components/player/UpNext';

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
  const from = parisTime(live?.date);
  const to = parisTime(live?.enddate);
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
        <UpNext live={live} className="hero-next" />
      </div>
      <div className="hero-actions">
        <LiveButton radioCode={radioCode} label="Écouter le direct" className="btn btn-primary" />
        {children}
      </div>
    </section>
  );
}
