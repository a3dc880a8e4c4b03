/** The programme grid (§7 "/programs-grid/{a}/{b} (carries a cache-busting value changing about every 100 s)"). */
import { contentApi, orFallback } from '@/lib/api/server';

export const getProgramGrid = (radioCode: string, date: string) =>
  orFallback(contentApi({ revalidate: 100 }).programGrid(radioCode, date), []);
