/** Episode view data for the account lists (image style and show link as on the public cards). */
import { type Episode, imageUrl } from '@radio/core';

export type AccountEpisode = {
  id: number;
  title: string;
  href?: string;
  showTitle?: string;
  image?: { url: string; alt: string };
  durationS?: number;
  date?: string;
};

const path = (alias: string) => (alias.startsWith('/') ? alias : `/${alias}`).split('?')[0] ?? '/';

export function accountEpisode(e: Episode): AccountEpisode {
  const url = imageUrl(e.visual, '304x171');
  return {
    id: Number(e.id),
    title: e.title,
    ...(e.show?.alias ? { href: `${path(e.show.alias)}?episode=${e.id}` } : {}),
    ...(e.show?.title ? { showTitle: e.show.title } : {}),
    ...(url ? { image: { url, alt: e.visual?.alt ?? '' } } : {}),
    ...(e.duration ? { durationS: e.duration } : {}),
    ...(e.datetime ? { date: e.datetime } : {}),
  };
}
