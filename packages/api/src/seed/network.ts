/** The radios of the network, their regions, and the categories and tags content is filed under. */
import type { Row } from '../db/index.js';
import { IDS, NATIONAL_TID, type SeedContext, slugify } from './context.js';
import { CATEGORIES, REGIONAL_RADIOS, REGIONS, TAGS } from './data.js';

function social(handle: string) {
  return [
    { name: 'Facebook', url: `https://www.facebook.com/${handle}` },
    { name: 'Instagram', url: `https://www.instagram.com/${handle}` },
    { name: 'YouTube', url: `https://www.youtube.com/@${handle}` },
  ];
}

export const nationalCode = (ctx: SeedContext) => `${ctx.prefix}National`;

/** The national radio first, then the regional ones; fills `ctx.regionalTids`. */
export function buildRadios(ctx: SeedContext): { regions: Row[]; radios: Row[] } {
  const { brand, origin, imageUrl } = ctx;
  const radioImages = ctx.images('radio');
  const code = nationalCode(ctx);
  const radios: Row[] = [
    {
      tid: NATIONAL_TID,
      code,
      name: `${brand} National`,
      shortname: 'National',
      alias: '/',
      live_url: `${origin}/live/${code}.mp3`,
      region_tid: null,
      around_me_alias: null,
      city: 'Lyon',
      frequency: 'DAB+ et FM',
      bitrate: 32,
      visual: imageUrl(radioImages[0]?.file ?? 'radio-rcf-national.jpg'),
      description: `La radio nationale du réseau ${brand} : information, culture et vie spirituelle.`,
      social: social(slugify(brand)),
      is_national: true,
      weight: 0,
    },
    ...REGIONAL_RADIOS.map(([suffix, name, city, regionTid, frequency], i) => {
      const regional = `${ctx.prefix}${suffix}`;
      const slug = slugify(name);
      return {
        tid: IDS.radio + i,
        code: regional,
        name: `${brand} ${name}`,
        shortname: name,
        alias: `/radio/${slug}`,
        live_url: `${origin}/live/${regional}.mp3`,
        region_tid: regionTid,
        around_me_alias: `/autour-de-moi/${slug}`,
        city,
        frequency,
        bitrate: 32,
        visual: imageUrl((radioImages[1] ?? radioImages[0])?.file ?? 'radio-rcf-regionale.jpg'),
        description: `${brand} ${name}, la radio chrétienne de ${city} et de sa région, sur ${frequency}.`,
        social: social(slugify(`${brand}${name}`)),
        is_national: false,
        weight: i + 1,
      };
    }),
  ];
  ctx.regionalTids = radios.map((r) => r.tid as number).filter((t) => t !== NATIONAL_TID);
  return { regions: REGIONS.map((r) => ({ ...r })), radios };
}

/** Categories (their paths are the site's sections) and tags. */
export function buildTerms(): Row[] {
  return [
    ...CATEGORIES.map((c, i) => ({
      tid: c.tid,
      vocabulary: 'category',
      name: c.name,
      alias: `/${c.slug}`,
      description: c.description,
      parent_tid: null,
      weight: i,
    })),
    ...TAGS.map((t, i) => ({
      tid: IDS.tag + i,
      vocabulary: 'tag',
      name: t,
      alias: `/tag/${slugify(t)}`,
      description: `Tous nos contenus sur le thème « ${t} ».`,
      parent_tid: null,
      weight: i,
    })),
  ];
}
