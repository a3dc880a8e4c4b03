import type { LiveInfo } from '@radio/core';

/** « 19:30 » in Paris time (the grid's clock), or '' for a missing or broken date. */
export function parisTime(iso: string | undefined): string {
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

/**
 * « À suivre : 19:30 Le Débat du soir »: what the grid plays after the live programme, where the live
 * is offered (the home's hero, `/direct/<id>`). Nothing when the grid says nothing.
 */
export function UpNext({ live, className }: { live: LiveInfo | null | undefined; className: string }) {
  const at = parisTime(live?.next?.date);
  if (!live?.next || !at) return null;
  return (
    <p className={className}>
      À suivre : <time dateTime={live.next.date}>{at}</time> {live.next.title}
    </p>
  );
}
