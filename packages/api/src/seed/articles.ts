/** The articles (scaled), the dossiers' related articles, and the fixed articles tests rely on. */
import { ARTICLES_PER_CATEGORY, IDS, NATIONAL_TID, rng, type SeedContext, slugify } from './context.js';
import { CATEGORIES, DOSSIERS } from './data.js';
import { writtenPiece } from './texts.js';

/** Round k gives one article to every category; ids are stable whatever the scale. */
export function buildArticles(ctx: SeedContext): number[] {
  const articleIds: number[] = [];
  const perCategory = ARTICLES_PER_CATEGORY * ctx.scale;
  for (let k = 0; k < perCategory; k++) {
    for (const [ci, cat] of CATEGORIES.entries()) {
      const id = IDS.article + k * CATEGORIES.length + ci;
      const r = rng(id);
      const piece = writtenPiece(ctx, r, cat, 5);
      articleIds.push(id);
      ctx.node({
        id,
        type: 'article',
        ...piece,
        alias: `/articles/${cat.slug}/${slugify(piece.title)}-${id}`,
        category_tid: cat.tid,
        author: ctx.person(r),
        published_at: ctx.daysAgo(Math.floor((k / perCategory) * 720) + 1, Math.floor(r() * 600)),
        changed_at: ctx.daysAgo(Math.floor((k / perCategory) * 700)),
        radio_tids: ctx.someRadios(r),
        tag_tids: ctx.someTags(r),
        data: {},
      });
    }
  }
  pinDossierTags(ctx, articleIds);
  return articleIds;
}

/** Every dossier must have related articles: its tag is pinned on a few of them. */
function pinDossierTags(ctx: SeedContext, articleIds: number[]): void {
  const byId = new Map(ctx.nodes.map((n) => [n.id as number, n]));
  DOSSIERS.forEach(([, tag], i) => {
    for (let j = 0; j < 6; j++) {
      const a = byId.get(articleIds[(i * 7 + j * 3) % articleIds.length] as number);
      const tags = a?.tag_tids as number[] | undefined;
      if (tags && !tags.includes(ctx.tagTid(tag))) tags.push(ctx.tagTid(tag));
    }
  });
}

/**
 * Articles tests rely on: one whose body carries a script payload (the site must render it inert;
 * not public: no list, search or sitemap shows it, only a signed preview link),
 * an accented plural (« bénédictins », found by « benedictin ») and two words a listener types
 * together (« pape francois »).
 */
export function buildFixtureArticles(ctx: SeedContext): void {
  const fixtures: [number, string, string, string, string][] = [
    [
      IDS.article - 1,
      'Sécurité : un article de test qui contient du code',
      '/articles/actualite/securite-article-de-test-qui-contient-du-code',
      'Un article dont le texte contient une balise script, qui doit rester inoffensive.',
      'Ce texte contient du code : <script>window.__pwned = true</script>\n\nEt une image piégée : <img src="x" onerror="window.__pwned = true">',
    ],
    [
      IDS.article - 2,
      'Chez les moines bénédictins de Solesmes',
      '',
      'Une journée rythmée par l’office chanté, le travail et le silence.',
      'À l’abbaye Saint-Pierre de Solesmes, les moines bénédictins chantent le grégorien sept fois par jour.',
    ],
    [
      IDS.article - 3,
      'Le pape François et la sauvegarde de la maison commune',
      '',
      'Dix ans après Laudato si’, ce que l’encyclique a changé dans les paroisses.',
      'Le pape François appelait à une conversion écologique : des paroisses racontent ce qu’elles ont fait.',
    ],
  ];
  for (const [id, title, alias, description, body] of fixtures) {
    const search = id !== IDS.article - 1;
    const picture = search ? ctx.picture(title, 'Actualité', body) : undefined;
    ctx.node({
      id,
      type: 'article',
      title,
      alias: alias || `/articles/actualite/${slugify(title)}`,
      description,
      body,
      ...(picture ? { visual: ctx.imageUrl(picture.file), visual_alt: picture.alt } : {}),
      category_tid: CATEGORIES[0].tid,
      author: 'La rédaction',
      published_at: search ? ctx.daysAgo(20 + (IDS.article - id)) : ctx.daysAgo(400),
      changed_at: search ? ctx.daysAgo(20) : ctx.daysAgo(399),
      unpublished_at: search ? null : ctx.daysAgo(399),
      radio_tids: [NATIONAL_TID],
      tag_tids: [],
      data: {},
    });
  }
}
