/**
 * Every page shares as a card: what Facebook, X, WhatsApp or Slack read from a link's `<head>`
 * (og:title, og:description, og:url, og:image; twitter:card). A page gives its own picture when it
 * has one; any other page wears the national radio's visual.
 */
import type { Metadata } from 'next';
import { siteConfig } from './config';
import { getRadio } from './content/radios';
import { type Card, ogImage } from './seo';

type Title = Metadata['title'];

/** The text of a page title as written in its metadata (a string or `{ absolute }`). */
export function titleText(t: Title): string | undefined {
  if (!t) return undefined;
  if (typeof t === 'string') return t;
  if ('absolute' in t && t.absolute) return t.absolute;
  if ('default' in t && t.default) return t.default;
  return undefined;
}

/** The card of a page without a picture of its own: the national radio's visual. */
export async function siteCard(): Promise<Card | undefined> {
  const c = siteConfig();
  try {
    const radio = await getRadio(c.nationalCode);
    return ogImage(radio?.visual?.url, c.brand);
  } catch {
    // The content service is down: the page still renders, without a picture for its card.
    return undefined;
  }
}

type OpenGraph = NonNullable<Metadata['openGraph']> & Record<string, unknown>;

/**
 * `m` completed with its sharing card: og fields the page did not set come from its title,
 * description and canonical address; the picture is the page's own (`card`, or the one already in
 * `m.openGraph`), else the site's. The large card (`summary_large_image`) whenever there is a picture.
 */
export async function shareable(m: Metadata, card?: Card | null): Promise<Metadata> {
  const c = siteConfig();
  const og = (m.openGraph ?? {}) as OpenGraph;
  const title = (og.title as string | undefined) ?? titleText(m.title) ?? c.brand;
  const description = (og.description as string | undefined) ?? m.description ?? undefined;
  const canonical = m.alternates?.canonical;
  const url = og.url ?? (typeof canonical === 'string' || canonical instanceof URL ? canonical : undefined);
  const own = og.images ?? (card ? [card] : undefined);
  const fallback = own ? undefined : await siteCard();
  const images = own ?? (fallback ? [fallback] : undefined);
  const first = Array.isArray(images) ? images[0] : images;
  const imageUrl = first
    ? typeof first === 'string' || first instanceof URL
      ? first
      : first.url
    : undefined;
  return {
    ...m,
    openGraph: {
      siteName: c.brand,
      locale: 'fr_FR',
      type: 'website',
      ...og,
      title,
      ...(description ? { description } : {}),
      ...(url ? { url } : {}),
      ...(images ? { images } : {}),
    } as Metadata['openGraph'],
    twitter: {
      card: imageUrl ? 'summary_large_image' : 'summary',
      title,
      ...(description ? { description } : {}),
      ...(imageUrl ? { images: [String(imageUrl)] } : {}),
      ...(m.twitter ?? {}),
    } as Metadata['twitter'],
  };
}
