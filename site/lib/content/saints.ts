/** The saint of the day (§7 "api/saintdujour/search[/{name}] or ?day&month; /rest_saintjour"). */
import { contentApi, orFallback } from './client';

export const getSaintOfTheDay = () => orFallback(contentApi({ revalidate: 600 }).saintOfTheDay(), null);

export const searchSaintsByName = (name: string) => orFallback(contentApi().searchSaints({ name }), []);

export const searchSaintsByDate = (day: number, month: number) =>
  orFallback(contentApi().searchSaints({ day, month }), []);
