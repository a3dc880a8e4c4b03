/** Partners, videos, dossiers, events, prayers and the podcast selections. */
import { IDS, NATIONAL_TID, pick, rng, type SeedContext, slugify } from './context.js';
import { CATEGORIES, DOSSIERS, EVENTS, PARTNERS, PRAYERS } from './data.js';
import { writtenPiece } from './texts.js';

/** Partners (some episodes carry them: a partner episode gets no roll). */
export function buildPartners(ctx: SeedContext): number[] {
  return PARTNERS.map(([name, description, url], i) => {
    const id = IDS.partner + i;
    const picture = ctx.picture(name, 'Partenaire', description);
    ctx.node({
      id,
      type: 'partner',
      title: name,
      alias: `/partenaires/${slugify(name)}`,
      description,
      body: `${description} ${name} est partenaire de ${ctx.brand} depuis ${2010 + i}.`,
      visual: ctx.imageUrl(picture.file),
      visual_alt: picture.alt,
      published_at: ctx.daysAgo(700 - i * 10),
      changed_at: ctx.daysAgo(i),
      radio_tids: [NATIONAL_TID],
      tag_tids: [],
      data: { url },
    });
    return id;
  });
}

export function buildVideos(ctx: SeedContext): void {
  CATEGORIES.forEach((cat, ci) => {
    for (let k = 0; k < 6; k++) {
      const id = IDS.video + k * CATEGORIES.length + ci;
      const r = rng(id);
      const piece = writtenPiece(ctx, r, cat, 2);
      const title = `Vidéo : ${piece.title}`;
      ctx.node({
        id,
        type: 'video',
        ...piece,
        title,
        alias: `/videos/${cat.slug}/${slugify(title)}-${id}`,
        category_tid: cat.tid,
        author: ctx.person(r),
        published_at: ctx.daysAgo(k * 40 + ci * 3 + 1),
        changed_at: ctx.daysAgo(k * 40),
        radio_tids: [NATIONAL_TID],
        tag_tids: ctx.someTags(r),
        data: {
          video_url: `https://www.youtube-nocookie.com/embed/{source_code}`,
          source_code: `rcf${id}`,
          duration: 120 + Math.floor(r() * 900),
        },
      });
    }
  });
}

/** « à Lyon », « au Puy-en-Velay », « aux Sables-d'Olonne ». */
const atCity = (city: string) =>
  city.replace(/^(?:Le (.*)|Les (.*)|(.*))$/, (_m, le, les, other) =>
    le ? `au ${le}` : les ? `aux ${les}` : `à ${other}`,
  );

/** Dossiers (their related articles carry their tag) and upcoming events. */
export function buildDossiersAndEvents(ctx: SeedContext): void {
  DOSSIERS.forEach(([title, tag, description], i) => {
    const picture = ctx.picture(title, 'Dossier', tag);
    ctx.node({
      id: IDS.folder + i,
      type: 'folder',
      title,
      alias: `/dossiers/${slugify(title)}`,
      description,
      body: `${description} Retrouvez ici nos articles, émissions et témoignages.`,
      visual: ctx.imageUrl(picture.file),
      visual_alt: picture.alt,
      published_at: ctx.daysAgo(30 * i + 5),
      changed_at: ctx.daysAgo(i),
      radio_tids: [NATIONAL_TID],
      tag_tids: [ctx.tagTid(tag)],
      data: { field_folder_tag: { target_id: ctx.tagTid(tag), target_label: tag } },
    });
  });
  EVENTS.forEach(([title, city, description], i) => {
    const id = IDS.event + i;
    const r = rng(id);
    const start = ctx.daysAgo(-(7 + i * 9));
    // The draw that once picked a random picture: the radio drawn after it stays the same.
    r();
    const picture = ctx.picture(title, 'Événement', description);
    ctx.node({
      id,
      type: 'event',
      title,
      alias: `/evenements/${slugify(title)}-${id}`,
      description,
      body: `${description} Rendez-vous ${atCity(city)}. Entrée libre, dans la limite des places disponibles.`,
      visual: ctx.imageUrl(picture.file),
      visual_alt: picture.alt,
      radio_tid: pick(r, ctx.regionalTids),
      published_at: ctx.daysAgo(20 - i),
      changed_at: ctx.daysAgo(1),
      radio_tids: [NATIONAL_TID],
      tag_tids: ctx.someTags(r),
      data: {
        city,
        start_date: start.toISOString(),
        end_date: new Date(start.getTime() + (1 + (i % 3)) * 86_400_000).toISOString(),
      },
    });
  });
}

/** Prayers, and the podcast selections (e.g. /top-podcasts) made of episodes. */
export function buildPrayersAndPlaylists(ctx: SeedContext, episodeIds: readonly number[]): void {
  PRAYERS.forEach(([title, text], i) => {
    const id = IDS.prayer + i;
    const picture = ctx.picture(title, 'Prière');
    ctx.node({
      id,
      type: 'prayer',
      title,
      alias: `/prieres/${slugify(title)}`,
      description: `${text.slice(0, 120).replace(/\s\S*$/, '')}…`,
      body: text,
      visual: ctx.imageUrl(picture.file),
      visual_alt: picture.alt,
      category_tid: 101,
      published_at: ctx.daysAgo(600 - i),
      changed_at: ctx.daysAgo(600 - i),
      radio_tids: [NATIONAL_TID],
      tag_tids: [ctx.tagTid('Prière')],
      data: {},
    });
  });
  const playlists: [string, string, number[]][] = [
    ['Top podcasts', '/top-podcasts', episodeIds.slice(0, 12)],
    ["Sélection de l'été", '/selection-de-l-ete', episodeIds.filter((_, i) => i % 17 === 0).slice(0, 10)],
    ['Prier en famille', '/prier-en-famille', episodeIds.filter((_, i) => i % 45 === 14).slice(0, 8)],
  ];
  playlists.forEach(([title, alias, ids], i) => {
    ctx.node({
      id: IDS.playlist + i,
      type: 'podcast_selection',
      title,
      alias,
      description: `Une sélection d'épisodes choisis par la rédaction : ${title.toLowerCase()}.`,
      published_at: ctx.daysAgo(i + 1),
      changed_at: ctx.daysAgo(i + 1),
      radio_tids: [NATIONAL_TID],
      tag_tids: [],
      data: { episode_ids: ids },
    });
  });
}
