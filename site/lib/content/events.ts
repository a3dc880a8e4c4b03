/** Events, by radio and by period. */
import { type Event, emptyPaged } from '@radio/core';
import { contentApi, orFallback } from '@/lib/api/server';
import type { ListOf } from './items';

/** Upcoming events, by radio and by period (`from`/`to`: Paris days AAAA-MM-JJ, both included). */
export const getEvents = (query: {
  page: number;
  radio?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  perPage?: number;
}): Promise<ListOf<Event>> =>
  orFallback(
    contentApi().events({
      page: query.page,
      ...(query.radio ? { radio: query.radio } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(query.perPage ? { perPage: query.perPage } : {}),
    }),
    emptyPaged(),
  );
