import type { Db, Queryable, Row } from '../db/index.js';
import { insertMany } from '../db/index.js';
import { refreshLexicon } from '../search/lexicon.js';
import {
  CATEGORIES,
  type CategorySlug,
  CIVILITIES,
  COUNTRIES,
  DOSSIERS,
  EVENTS,
  FIRST_NAMES,
  GRID_TEMPLATE,
  LAST_NAMES,
  NEWSLETTER_LISTS,
  PARTNERS,
  PRAYERS,
  REGIONAL_RADIOS,
  REGIONS,
  SENTENCES,
  SHOWS,
  TAGS,
  TITLE_PATTERNS,
  TOPICS,
  WEEKEND_OVERRIDES,
} from './data.js';
import { contract } from './french.js';
import { type Manifest, readManifest } from './manifest.js';
import { SAINTS_BY_MONTH } from './saints.js';
import { showVisual } from './show-visuals.js';

export interface SeedOptions {
  origin: string;
  brand: string;
  prefix: string;
  /** Multiplies episodes and articles (1 → 675 episodes; 150 → 101,250). */
  scale?: number;
  manifest?: Manifest;
  /** Publication dates run back two years from this day. */
  now?: Date;
  onProgress?: (done: number, total: number, step: string) => void;
}

export const EPISODES_PER_SHOW = 15;
export const ARTICLES_PER_CATEGORY = 24;
export const NATIONAL_TID = 9;

/** First ids of each content type: stable, so that tests and links can rely on them. */
export const IDS = {
  show: 1001,
  episode: 100001,
  article: 20001,
  video: 30001,
  folder: 40001,
  partner: 41001,
  event: 42001,
  prayer: 43001,
  playlist: 44001,
  page: 45001,
  radio: 10,
  category: 100,
  tag: 200,
} as const;

/** Deterministic PRNG (mulberry32): the same id always yields the same content. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

export function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const NODE_COLUMNS = [
  'id',
  'type',
  'title',
  'alias',
  'description',
  'body',
  'visual',
  'visual_alt',
  'category_tid',
  'show_id',
  'radio_tid',
  'author',
  'published_at',
  'changed_at',
  'radio_tids',
  'tag_tids',
  'data',
] as const;

interface Built {
  regions: Row[];
  radios: Row[];
  terms: Row[];
  nodes: Row[];
  slots: Row[];
  saints: Row[];
  rolls: Row[];
  settings: Row[];
  civilities: Row[];
  countries: Row[];
  lists: Row[];
  donations: Row[];
}

/** Builds every row of the demo content in memory (pure: no database access). */
export function buildContent(opts: SeedOptions): Built {
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const manifest = opts.manifest ?? readManifest();
  const origin = opts.origin.replace(/\/$/, '');
  const brand = opts.brand;
  const audioUrl = (file: string) => `${origin}/media/audio/${file}`;
  const imageUrl = (file: string) => `${origin}/media/images/{style_name}/${file}`;
  const episodesAudio = manifest.audio.filter((a) => a.role === 'episode');
  const rollAudio = manifest.audio.filter((a) => a.role === 'roll');
  const images = (role: string) => {
    const list = manifest.images.filter((i) => i.role === role);
    return list.length ? list : manifest.images;
  };
  const today = new Date(opts.now ?? new Date());
  today.setUTCHours(6, 0, 0, 0);
  const daysAgo = (days: number, minutes = 0) =>
    new Date(today.getTime() - days * 86_400_000 + minutes * 60_000);
  const person = (r: () => number) => `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)}`;

  const regions = REGIONS.map((r) => ({ ...r }));
  const nationalCode = `${opts.prefix}National`;
  const radioImages = images('radio');
  const radios: Row[] = [
    {
      tid: NATIONAL_TID,
      code: nationalCode,
      name: `${brand} National`,
      shortname: 'National',
      alias: '/',
      live_url: `${origin}/live/${nationalCode}.mp3`,
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
      const code = `${opts.prefix}${suffix}`;
      const slug = slugify(name);
      return {
        tid: IDS.radio + i,
        code,
        name: `${brand} ${name}`,
        shortname: name,
        alias: `/radio/${slug}`,
        live_url: `${origin}/live/${code}.mp3`,
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
  const radioTids = radios.map((r) => r.tid as number);
  const regionalTids = radioTids.filter((t) => t !== NATIONAL_TID);

  const terms: Row[] = [
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
  const tagTid = (name: string) => IDS.tag + TAGS.indexOf(name as (typeof TAGS)[number]);
  const someTags = (r: () => number) => {
    const a = IDS.tag + Math.floor(r() * TAGS.length);
    const b = IDS.tag + Math.floor(r() * TAGS.length);
    return a === b ? [a] : [a, b];
  };
  const someRadios = (r: () => number) => {
    const one = regionalTids[Math.floor(r() * regionalTids.length)] as number;
    return r() < 0.5 ? [NATIONAL_TID] : [NATIONAL_TID, one];
  };

  const nodes: Row[] = [];
  const node = (n: Row) =>
    nodes.push({ body: '', visual_alt: null, show_id: null, radio_tid: null, author: null, ...n });

  // Shows.
  interface ShowRef {
    id: number;
    title: string;
    alias: string;
    category: CategorySlug;
    categoryTid: number;
    host: string;
    visual: string;
  }
  const shows: ShowRef[] = [];
  const showImages = images('show');
  for (const cat of CATEGORIES) {
    for (const [title, description] of SHOWS[cat.slug]) {
      const id = IDS.show + shows.length;
      const r = rng(id);
      const host = person(r);
      const img = showVisual(title, slugify(title), showImages);
      // The draw that once picked a random picture: the tags and weekly flags drawn after it stay the same.
      r();
      const ref: ShowRef = {
        id,
        title,
        alias: `/${cat.slug}/${slugify(title)}`,
        category: cat.slug,
        categoryTid: cat.tid,
        host,
        visual: imageUrl(img.file),
      };
      shows.push(ref);
      node({
        id,
        type: 'show',
        title,
        alias: ref.alias,
        description,
        body: `${description} Une émission présentée par ${host}.`,
        visual: ref.visual,
        visual_alt: img.alt,
        category_tid: cat.tid,
        radio_tid: NATIONAL_TID,
        author: host,
        published_at: daysAgo(800 + shows.length),
        changed_at: daysAgo(shows.length % 30),
        radio_tids: [NATIONAL_TID],
        tag_tids: someTags(r),
        data: { host: `présentée par ${host}`, hosts: [host], weekly: r() < 0.4 },
      });
    }
  }

  // Partners (some episodes carry them: a partner episode gets no roll).
  const partnerIds: number[] = [];
  PARTNERS.forEach(([name, description, url], i) => {
    const id = IDS.partner + i;
    partnerIds.push(id);
    node({
      id,
      type: 'partner',
      title: name,
      alias: `/partenaires/${slugify(name)}`,
      description,
      body: `${description} ${name} est partenaire de ${brand} depuis ${2010 + i}.`,
      visual: imageUrl(pick(rng(id), images('article')).file),
      published_at: daysAgo(700 - i * 10),
      changed_at: daysAgo(i),
      radio_tids: [NATIONAL_TID],
      tag_tids: [],
      data: { url },
    });
  });

  // Articles (scaled), first so that episodes can link to one.
  const articleImages = images('article');
  const articleIds: number[] = [];
  const perCategory = ARTICLES_PER_CATEGORY * scale;
  for (let k = 0; k < perCategory; k++) {
    for (const [ci, cat] of CATEGORIES.entries()) {
      const id = IDS.article + k * CATEGORIES.length + ci;
      const r = rng(id);
      const topic = pick(r, TOPICS[cat.slug]);
      const title = titleFor(r, cat.slug, topic);
      const img = pick(r, articleImages);
      articleIds.push(id);
      node({
        id,
        type: 'article',
        title,
        alias: `/articles/${cat.slug}/${slugify(title)}-${id}`,
        description: fill(pick(r, SENTENCES), topic),
        body: paragraph(r, topic, 5),
        visual: imageUrl(img.file),
        visual_alt: img.alt,
        category_tid: cat.tid,
        author: person(r),
        published_at: daysAgo(Math.floor((k / perCategory) * 720) + 1, Math.floor(r() * 600)),
        changed_at: daysAgo(Math.floor((k / perCategory) * 700)),
        radio_tids: someRadios(r),
        tag_tids: someTags(r),
        data: {},
      });
    }
  }
  // Every dossier must have related articles: pin its tag on a few of them.
  DOSSIERS.forEach(([, tag], i) => {
    for (let j = 0; j < 6; j++) {
      const a = nodes.find((n) => n.id === articleIds[(i * 7 + j * 3) % articleIds.length]);
      if (a && !(a.tag_tids as number[]).includes(tagTid(tag))) (a.tag_tids as number[]).push(tagTid(tag));
    }
  });

  // Episodes: round k gives one episode to every show; ids are stable whatever the scale.
  const rounds = EPISODES_PER_SHOW * scale;
  const saintShow = shows.find((s) => s.title === 'Le Saint du jour');
  const episodeIds: number[] = [];
  for (let k = 0; k < rounds; k++) {
    for (const [si, show] of shows.entries()) {
      const id = IDS.episode + k * shows.length + si;
      const r = rng(id);
      const audio = pick(r, episodesAudio);
      const day = Math.floor(((k + si / shows.length) / rounds) * 730);
      // One day back at least: nothing of the demo content is dated later today.
      const published = daysAgo(day + 1, (si * 37) % 720);
      let title: string;
      let topic: string;
      if (show.id === saintShow?.id) {
        const saint =
          SAINTS_BY_MONTH[published.getUTCMonth()]?.[published.getUTCDate() - 1] ?? 'Saint Martin';
        title = saint;
        topic = saint;
      } else {
        topic = pick(r, TOPICS[show.category]);
        title = titleFor(r, show.category, topic);
      }
      const partners = r() < 0.12 ? [pick(r, partnerIds)] : [];
      episodeIds.push(id);
      node({
        id,
        type: 'episode',
        title,
        alias: `${show.alias}?episode=${id}`,
        description: fill(pick(r, SENTENCES), topic),
        body: paragraph(r, topic, 3),
        visual: show.visual,
        visual_alt: show.title,
        category_tid: show.categoryTid,
        show_id: show.id,
        radio_tid: NATIONAL_TID,
        author: show.host,
        published_at: published,
        changed_at: published,
        radio_tids: someRadios(r),
        tag_tids: someTags(r),
        data: {
          audio_file: audioUrl(audio.file),
          duration: Math.round(audio.durationSeconds),
          digas: `DIG-${String(id).padStart(7, '0')}`,
          partners,
          url_linked_article: r() < 0.3 ? pick(r, articleIds) : null,
        },
      });
    }
  }

  // Fixtures the site's browser tests rely on: an episode whose title has the plural
  // « prières » (a search for « prière » must find it through French stemming), and an article whose
  // body carries a script payload (the site must render it inert).
  const prayerShow = shows.find((s) => s.title === 'Prière du matin');
  if (prayerShow) {
    const audio = episodesAudio[0]!;
    node({
      id: IDS.episode - 1,
      type: 'episode',
      title: 'Les prières du soir en famille',
      alias: `${prayerShow.alias}?episode=${IDS.episode - 1}`,
      description: 'Quelques prières simples pour finir la journée avec les enfants.',
      body: 'Complies, Notre Père et Je vous salue Marie : les prières du soir, à dire ensemble.',
      visual: prayerShow.visual,
      visual_alt: prayerShow.title,
      category_tid: prayerShow.categoryTid,
      show_id: prayerShow.id,
      radio_tid: NATIONAL_TID,
      author: prayerShow.host,
      published_at: daysAgo(3, 1140),
      changed_at: daysAgo(3, 1140),
      radio_tids: [NATIONAL_TID],
      tag_tids: [],
      data: {
        audio_file: audioUrl(audio.file),
        duration: Math.round(audio.durationSeconds),
        digas: `DIG-${String(IDS.episode - 1).padStart(7, '0')}`,
        partners: [],
        url_linked_article: null,
      },
    });
  }
  node({
    id: IDS.article - 1,
    type: 'article',
    title: 'Sécurité : un article de test qui contient du code',
    alias: '/articles/actualite/securite-article-de-test-qui-contient-du-code',
    description: 'Un article dont le texte contient une balise script, qui doit rester inoffensive.',
    body: 'Ce texte contient du code : <script>window.__pwned = true</script>\n\nEt une image piégée : <img src="x" onerror="window.__pwned = true">',
    category_tid: CATEGORIES[0]!.tid,
    author: 'La rédaction',
    published_at: daysAgo(400),
    changed_at: daysAgo(399),
    radio_tids: [NATIONAL_TID],
    tag_tids: [],
    data: {},
  });

  // Fixtures of the search tests: an accented plural (« bénédictins », found by « benedictin »)
  // and two words a listener types together (« pape francois »).
  const searchFixtures: [number, string, string, string][] = [
    [
      IDS.article - 2,
      'Chez les moines bénédictins de Solesmes',
      'Une journée rythmée par l’office chanté, le travail et le silence.',
      'À l’abbaye Saint-Pierre de Solesmes, les moines bénédictins chantent le grégorien sept fois par jour.',
    ],
    [
      IDS.article - 3,
      'Le pape François et la sauvegarde de la maison commune',
      'Dix ans après Laudato si’, ce que l’encyclique a changé dans les paroisses.',
      'Le pape François appelait à une conversion écologique : des paroisses racontent ce qu’elles ont fait.',
    ],
  ];
  for (const [id, title, description, body] of searchFixtures) {
    node({
      id,
      type: 'article',
      title,
      alias: `/articles/actualite/${slugify(title)}`,
      description,
      body,
      category_tid: CATEGORIES[0]!.tid,
      author: 'La rédaction',
      published_at: daysAgo(20 + (IDS.article - id)),
      changed_at: daysAgo(20),
      radio_tids: [NATIONAL_TID],
      tag_tids: [],
      data: {},
    });
  }

  // Videos.
  CATEGORIES.forEach((cat, ci) => {
    for (let k = 0; k < 6; k++) {
      const id = IDS.video + k * CATEGORIES.length + ci;
      const r = rng(id);
      const topic = pick(r, TOPICS[cat.slug]);
      const title = `Vidéo : ${titleFor(r, cat.slug, topic)}`;
      const img = pick(r, articleImages);
      node({
        id,
        type: 'video',
        title,
        alias: `/videos/${cat.slug}/${slugify(title)}-${id}`,
        description: fill(pick(r, SENTENCES), topic),
        body: paragraph(r, topic, 2),
        visual: imageUrl(img.file),
        visual_alt: img.alt,
        category_tid: cat.tid,
        author: person(r),
        published_at: daysAgo(k * 40 + ci * 3 + 1),
        changed_at: daysAgo(k * 40),
        radio_tids: [NATIONAL_TID],
        tag_tids: someTags(r),
        data: {
          video_url: `https://www.youtube-nocookie.com/embed/{source_code}`,
          source_code: `rcf${id}`,
          duration: 120 + Math.floor(r() * 900),
        },
      });
    }
  });

  // Dossiers: their related articles are the articles that carry their tag.
  DOSSIERS.forEach(([title, tag, description], i) => {
    const id = IDS.folder + i;
    node({
      id,
      type: 'folder',
      title,
      alias: `/dossiers/${slugify(title)}`,
      description,
      body: `${description} Retrouvez ici nos articles, émissions et témoignages.`,
      visual: imageUrl(pick(rng(id), articleImages).file),
      published_at: daysAgo(30 * i + 5),
      changed_at: daysAgo(i),
      radio_tids: [NATIONAL_TID],
      tag_tids: [tagTid(tag)],
      data: { field_folder_tag: { target_id: tagTid(tag), target_label: tag } },
    });
  });

  // Events, upcoming and spread over the next months.
  EVENTS.forEach(([title, city, description], i) => {
    const id = IDS.event + i;
    const r = rng(id);
    const start = daysAgo(-(7 + i * 9));
    node({
      id,
      type: 'event',
      title,
      alias: `/evenements/${slugify(title)}-${id}`,
      description,
      body: `${description} Rendez-vous à ${city}. Entrée libre, dans la limite des places disponibles.`,
      visual: imageUrl(pick(r, articleImages).file),
      radio_tid: pick(r, regionalTids),
      published_at: daysAgo(20 - i),
      changed_at: daysAgo(1),
      radio_tids: [NATIONAL_TID],
      tag_tids: someTags(r),
      data: {
        city,
        start_date: start.toISOString(),
        end_date: new Date(start.getTime() + (1 + (i % 3)) * 86_400_000).toISOString(),
      },
    });
  });

  // Prayers.
  PRAYERS.forEach(([title, text], i) => {
    const id = IDS.prayer + i;
    node({
      id,
      type: 'prayer',
      title,
      alias: `/prieres/${slugify(title)}`,
      description: `${text.slice(0, 120).replace(/\s\S*$/, '')}…`,
      body: text,
      visual: imageUrl(pick(rng(id), articleImages).file),
      category_tid: 101,
      published_at: daysAgo(600 - i),
      changed_at: daysAgo(600 - i),
      radio_tids: [NATIONAL_TID],
      tag_tids: [tagTid('Prière')],
      data: {},
    });
  });

  // Playlists (podcast selections), e.g. /top-podcasts.
  const playlists: [string, string, number[]][] = [
    ['Top podcasts', '/top-podcasts', episodeIds.slice(0, 12)],
    ["Sélection de l'été", '/selection-de-l-ete', episodeIds.filter((_, i) => i % 17 === 0).slice(0, 10)],
    ['Prier en famille', '/prier-en-famille', episodeIds.filter((_, i) => i % 45 === 14).slice(0, 8)],
  ];
  playlists.forEach(([title, alias, ids], i) => {
    node({
      id: IDS.playlist + i,
      type: 'podcast_selection',
      title,
      alias,
      description: `Une sélection d'épisodes choisis par la rédaction : ${title.toLowerCase()}.`,
      published_at: daysAgo(i + 1),
      changed_at: daysAgo(i + 1),
      radio_tids: [NATIONAL_TID],
      tag_tids: [],
      data: { episode_ids: ids },
    });
  });

  // Programme grid: one week per radio, the template with weekend changes.
  const byTitle = new Map(shows.map((s) => [s.title, s]));
  const slots: Row[] = [];
  const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  for (const radio of radios) {
    for (let weekday = 1; weekday <= 7; weekday++) {
      const day = GRID_TEMPLATE.map(([start, title]) => {
        const override = WEEKEND_OVERRIDES.find(([d, s]) => d === weekday && s === start);
        return [start, override ? override[2] : title] as const;
      });
      day.forEach(([start, title], i) => {
        const show = byTitle.get(title ?? '');
        const next = day[i + 1];
        const local = title === 'Info Régions' && !radio.is_national ? `Info ${radio.shortname}` : title;
        slots.push({
          radio_tid: radio.tid,
          weekday,
          start_minute: toMinute(start),
          end_minute: next ? toMinute(next[0]) : 1440,
          title: local ?? 'Musique',
          show_id: show?.id ?? null,
          artiste: show ? show.host : '',
          visual: show?.visual ?? radio.visual,
        });
      });
    }
  }

  // Saints: every day of the year, linked to the latest "Le Saint du jour" episode of that day.
  const saintEpisodes = new Map<string, number>();
  for (const n of nodes) {
    if (n.type === 'episode' && n.show_id === saintShow?.id) {
      const d = n.published_at as Date;
      const key = `${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
      if (!saintEpisodes.has(key)) saintEpisodes.set(key, n.id as number);
    }
  }
  const saints: Row[] = SAINTS_BY_MONTH.flatMap((names, m) =>
    names.map((name, d) => ({
      month: m + 1,
      day: d + 1,
      name,
      node_id: saintEpisodes.get(`${m + 1}-${d + 1}`) ?? null,
    })),
  );

  // Rolls: one per row of the donation funnel (spec §4), with their pop-in fields.
  const rollFile = (hint: string) =>
    audioUrl(
      (rollAudio.find((a) => a.file.includes(hint)) ?? rollAudio[0] ?? episodesAudio[0])?.file ?? 'roll.mp3',
    );
  const rollDuration = (hint: string) =>
    Math.round((rollAudio.find((a) => a.file.includes(hint)) ?? rollAudio[0])?.durationSeconds ?? 10);
  const ANON = 'Parcours Dons Utilisateurs anonymes';
  const rolls: Row[] = [
    [
      'Parcours Dons : première écoute',
      'Pre-roll',
      ANON,
      'Anonyme',
      'firstListening',
      'premiere-ecoute',
      true,
    ],
    [
      'Parcours Dons : troisième écoute',
      'Post-roll',
      ANON,
      'Anonyme',
      'thirdListening',
      'troisieme-ecoute',
      true,
    ],
    ['Appel au don : pré-roll global', 'Pre-roll', 'Global', 'Anonyme', null, 'pre-roll-global', false],
    ['Appel au don : post-roll global', 'Post-roll', 'Global', 'Anonyme', null, 'post-roll-global', true],
    [
      'Appel au don générique (quatrième écoute)',
      'Pre-roll',
      'Appel au Don générique',
      'Anonyme',
      'fourthListening',
      'pre-roll-anonyme',
      true,
    ],
    [
      'Appel au don générique (cinquième écoute)',
      'Pre-roll',
      'Appel au Don générique',
      'Anonyme',
      'fifthListening',
      'pre-roll-anonyme',
      false,
    ],
  ].map(([title, type, use, target, plays, hint, popin], i) => ({
    id: i + 1,
    title,
    roll_type: type,
    roll_use: use,
    roll_target_users: target,
    roll_number_of_plays: plays,
    roll_level: 1,
    audio_url: rollFile(hint as string),
    duration: rollDuration(hint as string),
    popin_desktop: popin
      ? `<p><strong>${brand} vit grâce à vous.</strong> Chaque don, même modeste, permet à votre radio de continuer à émettre.</p>`
      : null,
    popin_mobile: popin ? `<p>${brand} vit grâce à vous : faites un don !</p>` : null,
  }));

  const settings: Row[] = [
    {
      key: 'rcf_admin',
      value: {
        listenerMax: 3,
        brand,
        prefix: opts.prefix,
        nationalRadioTid: NATIONAL_TID,
        nationalRadioCode: nationalCode,
        donationUrl: `${origin.replace(/:\d+$/, '')}/pourquoi-donner`,
      },
    },
    {
      key: 'donnation_popin',
      value: {
        title: `Soutenez ${brand}`,
        body: `<p>${brand} ne vit que de la générosité de ses auditeurs. Grâce à vos dons, nous pouvons continuer à vous proposer des émissions gratuites, sans publicité, partout en France et en Belgique.</p><p>Votre don est déductible de vos impôts à hauteur de 66 %.</p>`,
        button_label: 'Je fais un don',
        button_url: '/pourquoi-donner',
        visual: {
          url: imageUrl((radioImages[0] ?? { file: 'radio-rcf-national.jpg' }).file),
          alt: `Studio de ${brand}`,
        },
        amounts: [20, 50, 100],
      },
    },
    {
      key: 'seed',
      value: { scale, episodes: episodeIds.length, seeded_at: new Date().toISOString() },
    },
  ];

  // Donation history for the demo listener (the e-mail used in the README).
  const donations: Row[] = [];
  for (let i = 0; i < 6; i++) {
    donations.push({
      email: 'auditeur@exemple.fr',
      amount: [30, 50, 20, 100, 15, 50][i],
      currency: 'EUR',
      donated_at: daysAgo(60 * i + 3),
      campaign: i % 2 ? 'Appel de Noël' : 'Don en ligne',
      radio: nationalCode,
      method: i % 3 ? 'Carte bancaire' : 'Prélèvement',
      recurring: i % 3 === 0,
      receipt_number: `R${2026 - Math.floor(i / 3)}-${String(1000 + i).padStart(6, '0')}`,
    });
  }

  return {
    regions,
    radios,
    terms,
    nodes,
    slots,
    saints,
    rolls,
    settings,
    civilities: CIVILITIES.map(([id, label]) => ({ id, label })),
    countries: COUNTRIES.map(([code, name]) => ({ code, name })),
    lists: NEWSLETTER_LISTS.map(([id, kind, label]) => ({ id, kind, label })),
    donations,
  };
}

function social(handle: string) {
  return [
    { name: 'Facebook', url: `https://www.facebook.com/${handle}` },
    { name: 'Instagram', url: `https://www.instagram.com/${handle}` },
    { name: 'YouTube', url: `https://www.youtube.com/@${handle}` },
  ];
}

function fill(pattern: string, topic: string): string {
  return contract(pattern.replace('{T}', cap(topic)).replace('{t}', topic));
}
function titleFor(r: () => number, cat: CategorySlug, topic: string): string {
  return fill(pick(r, TITLE_PATTERNS[cat]), topic);
}
/** `n` different sentences about `topic` (never the same sentence twice in one text). */
function paragraph(r: () => number, topic: string, n: number): string {
  const left = [...SENTENCES];
  const out: string[] = [];
  for (let i = 0; i < n && left.length; i++) {
    const [sentence] = left.splice(Math.floor(r() * left.length), 1);
    out.push(fill(sentence as string, topic));
  }
  return out.join(' ');
}

/** True when the database already holds the demo content. */
export async function isSeeded(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM settings WHERE key = 'seed'");
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Writes the demo content in one transaction. Idempotent: every row has a stable key and
 * existing rows are kept, so a second run changes nothing and a larger scale only adds rows.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<{ episodes: number; nodes: number }> {
  const counts = () =>
    db.query<{ episodes: number; nodes: number }>(
      "SELECT count(*) FILTER (WHERE type = 'episode')::int AS episodes, count(*)::int AS nodes FROM nodes",
    );
  // Already seeded at this scale or more: nothing to add (keeps a re-run instant at 100,000 episodes).
  const previous = await db.query<{ scale: number }>(
    "SELECT (value->>'scale')::int AS scale FROM settings WHERE key = 'seed'",
  );
  if ((previous[0]?.scale ?? 0) >= Math.max(1, Math.floor(opts.scale ?? 1))) {
    opts.onProgress?.(1, 1, 'déjà chargé');
    await tidy(db);
    return (await counts())[0] ?? { episodes: 0, nodes: 0 };
  }
  const built = buildContent(opts);
  const steps: [string, string, readonly string[], Row[]][] = [
    ['régions', 'regions', ['tid', 'name', 'weight'], built.regions],
    [
      'radios',
      'radios',
      [
        'tid',
        'code',
        'name',
        'shortname',
        'alias',
        'live_url',
        'region_tid',
        'around_me_alias',
        'city',
        'frequency',
        'bitrate',
        'visual',
        'description',
        'social',
        'is_national',
        'weight',
      ],
      built.radios,
    ],
    [
      'catégories et tags',
      'terms',
      ['tid', 'vocabulary', 'name', 'alias', 'description', 'parent_tid', 'weight'],
      built.terms,
    ],
    ['contenus', 'nodes', NODE_COLUMNS, built.nodes],
    [
      'grille des programmes',
      'programme_slots',
      ['radio_tid', 'weekday', 'start_minute', 'end_minute', 'title', 'show_id', 'artiste', 'visual'],
      built.slots,
    ],
    ['saints', 'saints', ['month', 'day', 'name', 'node_id'], built.saints],
    [
      'rolls',
      'rolls',
      [
        'id',
        'title',
        'roll_type',
        'roll_use',
        'roll_target_users',
        'roll_number_of_plays',
        'roll_level',
        'audio_url',
        'duration',
        'popin_desktop',
        'popin_mobile',
      ],
      built.rolls,
    ],
    ['civilités', 'civilities', ['id', 'label'], built.civilities],
    ['pays', 'countries', ['code', 'name'], built.countries],
    ['listes de diffusion', 'newsletter_lists', ['id', 'kind', 'label'], built.lists],
    ['paramètres', 'settings', ['key', 'value'], built.settings],
  ];
  const total = steps.reduce((n, s) => n + s[3].length, 0) + built.donations.length;
  let done = 0;
  const seededRadios = new Set<number>();
  await db.transaction(async (tx) => {
    for (const [label, table, columns, rows] of steps) {
      const batch = table === 'nodes' ? 1000 : 5000;
      for (let i = 0; i < rows.length; i += batch) {
        const chunk = rows.slice(i, i + batch);
        if (table === 'programme_slots') {
          // Slots have a serial key: a radio's week is written only once.
          const fresh = chunk.filter((s) => !seededRadios.has(s.radio_tid as number));
          if (fresh.length) await insertMany(tx, table, columns, fresh, batch);
        } else {
          await insertMany(tx, table, columns, chunk, batch, true);
        }
        done += chunk.length;
        opts.onProgress?.(done, total, label);
      }
      if (table === 'radios') {
        const have = await tx.query<{ radio_tid: number }>('SELECT DISTINCT radio_tid FROM programme_slots');
        for (const h of have) seededRadios.add(h.radio_tid);
      }
    }
    const had = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM donations');
    if ((had[0]?.n ?? 0) === 0) {
      await insertMany(
        tx,
        'donations',
        [
          'email',
          'amount',
          'currency',
          'donated_at',
          'campaign',
          'radio',
          'method',
          'recurring',
          'receipt_number',
        ],
        built.donations,
      );
    }
    done += built.donations.length;
    opts.onProgress?.(done, total, 'dons');
    // The 'seed' setting records the largest scale written so far.
    await tx.query(
      "UPDATE settings SET value = $1::jsonb WHERE key = 'seed' AND (value->>'scale')::int < $2",
      [
        JSON.stringify({
          scale: opts.scale ?? 1,
          episodes: built.nodes.filter((n) => n.type === 'episode').length,
        }),
        opts.scale ?? 1,
      ],
    );
  });
  // The words that typos and cut words are matched against (« Vouliez-vous dire … ? »).
  await refreshLexicon(db);
  await tidy(db);
  return (await counts())[0] ?? { episodes: 0, nodes: 0 };
}

/**
 * After a bulk load, what autovacuum would do (PGlite has none): the new rows' visibility
 * recorded once (VACUUM: without it, the first reads of each page write hint bits, and on
 * PostgreSQL autovacuum then wakes up in the middle of the first minutes of traffic), fresh
 * statistics for the planner, and the GIN indexes' pending lists merged. Rows inserted into a GIN index with
 * fastupdate wait in a pending list that every search reads in full: at 100,000 episodes that
 * list held 113 pages and made each full-text index scan take ~10 ms instead of ~0.4 ms.
 */
async function tidy(db: Db): Promise<void> {
  // A role that does not own the tables gets a warning from VACUUM, not an error.
  await db.exec('VACUUM (ANALYZE)');
  try {
    await db.query(
      `SELECT gin_clean_pending_list(c.oid) FROM pg_class c
         JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace ns ON ns.oid = c.relnamespace
        WHERE am.amname = 'gin' AND c.relkind = 'i' AND ns.nspname = current_schema()`,
    );
  } catch (err) {
    // Only the owner of an index may clean it; a read-only role leaves it to autovacuum.
    console.warn(`[seed] index GIN non nettoyés : ${(err as Error).message}`);
  }
}
