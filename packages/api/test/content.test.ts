import type {
  Episode,
  LiveInfo,
  Paged,
  ProgramGridSlot,
  Radio,
  Roll,
  SearchResults,
  Show,
} from '@radio/core';
import { describe, expect, it } from 'vitest';
import { IDS, NATIONAL_TID } from '../src/seed/index.js';
import { parisClock } from '../src/time.js';
import { apiForSuite, BACKENDS } from './harness.js';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON, checked field by field.
type Json = any;

type Get = (url: string) => Promise<{ status: number; body: Json; headers: Record<string, unknown> }>;

describe.each(BACKENDS)('content API on %s', (backend) => {
  const api = apiForSuite(backend);
  const get: Get = async (url) => {
    const r = await api().app.inject({ url });
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };

  episodesAndRadios(get);
  gridRollsAndLists(get);
  saints(get);
  pagesSearchAndForms(get);
});

/** Episodes, their errors and pager; radios, regions and what is on air now. */
function episodesAndRadios(get: Get) {
  it('§7 "/api/episode/{id}": sound data fields of §3 and the content metadata', async () => {
    const { status, body } = await get(`/content/api/episode/${IDS.episode}?_format=json`);
    expect(status).toBe(200);
    const e = body as Episode;
    expect(e.id).toBe(IDS.episode);
    expect(e.audio_file).toMatch(/^http:\/\/127\.0\.0\.1:4100\/media\/audio\/[a-z-]+\.mp3$/);
    expect(e.duration).toBeGreaterThan(30);
    expect(e.digas).toMatch(/^DIG-\d{7}$/);
    expect(e.show).toMatchObject({ id: IDS.show });
    expect(e.visual?.url).toContain('/media/images/{style_name}/');
    expect(e.radios[0]).toEqual({ code: 'RCFNational', name: 'RCF National' });
    expect(Array.isArray(e.partners)).toBe(true);
    expect(Date.parse(e.datetime)).not.toBeNaN();
    for (const key of [
      'meta_title',
      'meta_description',
      'og_title',
      'og_description',
      'og_image',
      'title',
      'description',
      'visual',
      'creative_radio',
      'radios',
      'author',
      'published_time',
      'changed_time',
      'alias',
      'type',
    ]) {
      expect(e.metatag).toHaveProperty(key);
    }
    expect(e.metatag?.type).toBe('episode');
  });

  it('unknown ids get 404 and malformed ids 400, with a French JSON body', async () => {
    expect(await get('/content/api/episode/99')).toMatchObject({
      status: 404,
      body: { status: 404, message: expect.stringContaining('introuvable') },
    });
    for (const bad of ['abc', '12abc', '-1', '0', '1.5', '99999999999']) {
      const r = await get(`/content/api/episode/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body).toEqual({ status: 400, message: expect.stringContaining('Paramètre') });
    }
  });

  it('§3 pager: /episodes_by_show pages are 0-based with current_page, total_items, total_pages, item_per_page', async () => {
    const p0 = await get(`/content/episodes_by_show/${IDS.show}?page=0&items_per_page=5`);
    expect(p0.status).toBe(200);
    expect(p0.body.show).toMatchObject({ id: IDS.show, title: 'Le Grand Matin' });
    expect(p0.body.rows).toHaveLength(5);
    expect(p0.body.pager).toEqual({ current_page: 0, total_items: 15, total_pages: 3, item_per_page: 5 });
    const p2 = await get(`/content/episodes_by_show/${IDS.show}?page=2&items_per_page=5`);
    expect(p2.body.pager.current_page).toBe(2);
    const ids = new Set([...p0.body.rows, ...p2.body.rows].map((e: Episode) => e.id));
    expect(ids.size).toBe(10);
    // Newest first.
    const dates = p0.body.rows.map((e: Episode) => Date.parse(e.datetime));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await get(`/content/episodes_by_show/${IDS.show}?page=-1`)).status).toBe(400);
    expect((await get(`/content/episodes_by_show/${IDS.show}?page=x`)).status).toBe(400);
    expect((await get(`/content/episodes_by_show/${IDS.show}?items_per_page=500`)).status).toBe(400);
    expect((await get(`/content/episodes_by_show/${IDS.episode}`)).status).toBe(404);
  });

  it('§7 "/radio/{code}" returns liveURL, code, alias, region; unknown code 404, bad code 400', async () => {
    const r = await get('/content/radio/RCFNational?_format=json');
    expect(r.status).toBe(200);
    const radio = r.body as Radio;
    expect(radio).toMatchObject({
      id: NATIONAL_TID,
      tid: NATIONAL_TID,
      code: 'RCFNational',
      liveURL: 'http://127.0.0.1:4100/live/RCFNational.mp3',
      parentRegionTid: null,
    });
    const lyon = (await get('/content/radio/RCFLyon')).body as Radio;
    expect(lyon).toMatchObject({ parentRegionName: 'France', aroundMeAlias: '/autour-de-moi/lyon' });
    // « Reprendre l'émission au début »: the API's own live emulator serves any past second.
    expect(radio).toMatchObject({ timeshiftURL: 'http://127.0.0.1:4100/live/RCFNational.mp3?debut={start}' });
    expect((await get('/content/radio/RCFNowhere')).status).toBe(404);
    expect((await get('/content/radio/RCF%20National')).status).toBe(400);
  });

  it('§3 "radios grouped by region (France, Belgique)" and the regions list (name, field_radio_code)', async () => {
    const grouped = (await get('/content/regions2')).body as Record<string, Radio[]>;
    expect(grouped.France?.length).toBeGreaterThanOrEqual(9);
    expect(grouped.Belgique?.length).toBeGreaterThanOrEqual(3);
    const regions = (await get('/content/regions')).body as { name: string; field_radio_code: string }[];
    expect(regions.length).toBeGreaterThanOrEqual(12);
    expect(regions[0]).toHaveProperty('field_radio_code');
    const all = (await get('/content/terms/radio')).body as Radio[];
    expect(all).toHaveLength(regions.length + 1);
    const belgique = (await get('/content/radios/3')).body as Radio[];
    expect(belgique.every((r) => r.parentRegionName === 'Belgique')).toBe(true);
    expect((await get('/content/radios/999')).status).toBe(404);
    const social = (await get(`/content/rest/social_network/${NATIONAL_TID}`)).body;
    expect(social[0]).toEqual({ name: 'Facebook', url: expect.stringMatching(/^https:\/\//) });
  });

  it('§3 "Live info: title, title_url, artiste, visual, date, enddate" matches the programme grid now', async () => {
    const live = (await get('/content/api/dab/RCFNational')).body as LiveInfo;
    expect(Object.keys(live).sort().join(' ')).toBe('artiste date enddate next title title_url visual');
    const now = Date.now();
    expect(Date.parse(live.date)).toBeLessThanOrEqual(now);
    expect(Date.parse(live.enddate)).toBeGreaterThan(now);
    // The national grid of the Paris day of `at`.
    const gridOf = async (at?: Date) => {
      const c = parisClock(at);
      const day = `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
      return (
        (await get(`/content/programs-grid/RCFNational/${day}?t=17636`)).body as { rows: ProgramGridSlot[] }
      ).rows;
    };
    const slot = (await gridOf()).find((s) => s.start === live.date);
    expect(slot).toBeDefined();
    expect(slot?.title).toBe(live.title);
    expect(slot?.end).toBe(live.enddate);
    // « À suivre » (beyond §3): the grid's next programme, starting when this one ends (the next
    // day's grid after the last programme of a day).
    expect(live.next?.date).toBe(live.enddate);
    const after = await gridOf(new Date(live.enddate));
    expect(after.find((s) => s.start === live.enddate)?.title).toBe(live.next?.title);
    expect((await get('/content/api/dab/RCFInconnu')).status).toBe(404);
  });
}

/** The saint of the day: by date, by name, today. */
function saints(get: Get) {
  it('saints: one for every day of the year, by day and month, by name, and today', async () => {
    const feb29 = (await get('/content/api/saintdujour/search?day=29&month=2')).body;
    expect(feb29[0]).toMatchObject({ name: 'Saint Auguste', day: 29, month: 2 });
    const nov11 = (await get('/content/api/saintdujour/search?day=11&month=11')).body;
    expect(nov11[0].name).toBe('Saint Martin');
    const therese = (await get(`/content/api/saintdujour/search/${encodeURIComponent('therese')}`)).body as {
      name: string;
    }[];
    expect(therese.map((s) => s.name)).toEqual([
      "Sainte Thérèse de l'Enfant-Jésus",
      "Sainte Thérèse d'Avila",
    ]);
    // « Chercher par prénom » puts the exact saint first: saint Martin before sainte Martine.
    const martin = (await get('/content/api/saintdujour/search/Martin')).body as { name: string }[];
    expect(martin[0]?.name).toBe('Saint Martin');
    expect(martin.map((s) => s.name)).toContain('Sainte Martine');
    // Every day has its life (several sentences) and a picture of its own.
    const severin = (await get('/content/api/saintdujour/search?day=27&month=11')).body;
    expect(severin[0].life.length).toBeGreaterThanOrEqual(3);
    expect(severin[0].visual.url).toMatch(/\/media\/images\/\{style_name\}\/saints\/11-27\.svg$/);
    const today = (await get('/content/rest_saintjour')).body;
    expect(today.life.length).toBeGreaterThanOrEqual(3);
    expect(today.visual?.url).toBeTruthy();
    const c = parisClock();
    expect(today).toMatchObject({ day: c.day, month: c.month });
    expect((await get('/content/api/saintdujour/search?day=31&month=4')).status).toBe(400);
    expect((await get('/content/api/saintdujour/search?day=0&month=4')).status).toBe(400);
  });
}

/** The programme grid, archives, rolls and settings, shows A-Z, playlists and the lists of content. */
function gridRollsAndLists(get: Get) {
  it('a week of programme grid per radio: every day covers 24 h without gaps', async () => {
    for (const date of ['2026-11-16', '2026-11-21', '2026-11-22']) {
      const { rows } = (await get(`/content/programs-grid/RCFLiege/${date}`)).body as {
        rows: ProgramGridSlot[];
      };
      expect(rows.length).toBeGreaterThan(10);
      for (let i = 1; i < rows.length; i++) expect(rows[i]?.start).toBe(rows[i - 1]?.end);
      expect(Date.parse(rows.at(-1)?.end ?? '') - Date.parse(rows[0]?.start ?? '')).toBe(86_400_000);
    }
    const sunday = (await get('/content/programs-grid/RCFNational/2026-11-22')).body
      .rows as ProgramGridSlot[];
    expect(sunday.some((s) => s.title === 'La Messe du dimanche')).toBe(true);
    expect((await get('/content/programs-grid/RCFNational/2026-02-30')).status).toBe(400);
    expect((await get('/content/programs-grid/RCFNational/demain')).status).toBe(400);
  });

  it('archives: years index, a day of episodes, and the date rules (4-digit year, month 1-12)', async () => {
    const idx = (await get('/content/archives/')).body;
    expect(idx.years.length).toBeGreaterThanOrEqual(2);
    const first = idx.months[0] as { year: number; month: number };
    const day = await get(`/content/archives/${first.year}/${first.month}/1`);
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ year: first.year, month: first.month, day: 1 });
    expect(Array.isArray(day.body.episodes)).toBe(true);
    expect((await get('/content/archives/26/1/1')).status).toBe(400);
    expect((await get('/content/archives/2026/13/1')).status).toBe(400);
    expect((await get('/content/archives/2026/2/31')).status).toBe(400);
  });

  it('§3 roll query: every donation-funnel row has a roll, with pop-in fields', async () => {
    const q = async (qs: string) => (await get(`/content/rolls/?${qs}`)).body as Roll[];
    const first = await q(
      'roll_type=Pre-roll&roll_use=Parcours%20Dons%20Utilisateurs%20anonymes&roll_target_users=Anonyme&roll_number_of_plays=firstListening',
    );
    expect(first).toHaveLength(1);
    expect(first[0]?.field_media_audio_file[0]?.url).toMatch(/\/media\/audio\/roll-.+\.mp3$/);
    expect(first[0]?.field_roll_pop_in_donation_deskt).toBeTruthy();
    expect(first[0]).toHaveProperty('field_roll_pop_in_donation_mobil');
    expect(
      await q(
        'roll_type=Post-roll&roll_use=Parcours%20Dons%20Utilisateurs%20anonymes&roll_number_of_plays=thirdListening',
      ),
    ).toHaveLength(1);
    expect(await q('roll_type=Pre-roll&roll_use=Global')).toHaveLength(1);
    expect(await q('roll_type=Post-roll&roll_use=Global')).toHaveLength(1);
    expect(
      await q(
        'roll_type=Pre-roll&roll_use=Appel%20au%20Don%20g%C3%A9n%C3%A9rique&roll_number_of_plays=fourthListening',
      ),
    ).toHaveLength(1);
    expect(
      await q(
        'roll_type=Post-roll&roll_use=Parcours%20Dons%20Utilisateurs%20anonymes&roll_number_of_plays=firstListening',
      ),
    ).toHaveLength(0);
    expect((await get('/content/rolls/?roll_type=Mid-roll')).status).toBe(400);
    expect((await get('/content/rolls/?roll_number_of_plays=tenthListening')).status).toBe(400);
  });

  it('settings carry listenerMax 3; the donation pop-in has its content', async () => {
    expect((await get('/content/rcf_admin/settings?_format=json')).body).toMatchObject({
      listenerMax: 3,
      brand: 'RCF',
      prefix: 'RCF',
    });
    const popin = (await get('/content/donnation_popin')).body;
    expect(popin).toMatchObject({ title: 'Soutenez RCF', link: { url: '/pourquoi-donner' } });
    expect(popin.body).toContain('<p>');
  });

  it('/emissions-a-z/{letter}: shows by first letter, accents folded; one letter only', async () => {
    const l = (await get('/content/emissions-a-z/l')).body as Paged<Show> & { letter: string };
    expect(l.letter).toBe('L');
    expect(l.rows.length).toBeGreaterThan(5);
    expect(l.rows.every((s) => s.letter === 'L')).toBe(true);
    const e = (await get('/content/emissions-a-z/E')).body as Paged<Show>;
    expect(e.rows.map((s) => s.title)).toContain('Éducation et avenir');
    expect((await get('/content/emissions-a-z/AB')).status).toBe(400);
    expect((await get('/content/emissions-a-z/%C3%89')).status).toBe(400);
  });

  it('playlists, prev/next in a show, top podcasts', async () => {
    const pl = (await get(`/content/episodes_by_playlist/${IDS.playlist}`)).body;
    expect(pl.rows).toHaveLength(12);
    const show = (await get(`/content/episodes_by_show/${IDS.show}?items_per_page=3`)).body;
    const middle = show.rows[1] as Episode;
    const pn = (await get(`/content/rcf_rest_playerlist/show/${IDS.show}/${middle.id}`)).body;
    expect(pn.prev?.id).toBe(show.rows[2].id);
    expect(pn.next?.id).toBe(show.rows[0].id);
    expect((await get(`/content/rcf_rest_playerlist/album/${IDS.show}/${middle.id}`)).status).toBe(400);
    expect((await get(`/content/rcf_rest_playerlist/show/${IDS.show}/${IDS.episode + 1}`)).status).toBe(404);
    expect((await get('/content/top-podcasts')).body.rows).toHaveLength(12);
  });

  it('articles, videos, dossiers, partners, events and prayers have their lists and pages', async () => {
    const videos = (await get('/content/videos?page=0&category=culture')).body;
    expect(videos.rows.length).toBeGreaterThan(0);
    expect(videos.rows.every((v: { category: string }) => v.category === 'Culture')).toBe(true);
    const [, , category, titre] = (videos.rows[0].alias as string).split('/');
    const video = (await get(`/content/api/video/${category}/${titre}`)).body;
    expect(video.video_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/rcf\d+$/);
    const articles = (await get('/content/api/nodes?type=article&category=actualite&items_per_page=2')).body;
    expect(articles.pager.item_per_page).toBe(2);
    const [, , acat, atitre] = (articles.rows[0].alias as string).split('/');
    const article = (await get(`/content/api/article/${acat}/${atitre}`)).body;
    expect(article).toMatchObject({ category: 'Actualité', metatag: { type: 'article' } });
    expect((await get('/content/api/article/actualite/nexiste-pas')).status).toBe(404);
    const related = (await get(`/content/dossier/${IDS.folder}/articles?page=0`)).body;
    expect(related.pager.item_per_page).toBe(3);
    expect(related.pager.total_items).toBeGreaterThanOrEqual(6);
    expect((await get('/content/events?page=0')).body.rows.length).toBeGreaterThan(5);
    expect((await get('/content/events?month=2026-13')).status).toBe(400);
    const partners = (await get('/content/partners')).body;
    expect(partners.rows.length).toBe(10);
    const slug = (partners.rows[0].alias as string).replace('/partenaires/', '');
    expect((await get(`/content/partners/${slug}`)).body).toHaveProperty('episodes');
    const prayers = (await get(`/content/prieres/${NATIONAL_TID}`)).body;
    expect(prayers.rows.map((p: { title: string }) => p.title)).toContain('Notre Père');
    expect((await get(`/content/prieres/${IDS.prayer}`)).body.title).toBe('Notre Père');
  });
}

/** Article and event pages, terms and around-me pages, search, the second API and the forms' lists. */
function pagesSearchAndForms(get: Get) {
  it('the article page is one call: the article answer carries the episodes that point at it', async () => {
    const episodes = (await get('/content/api/nodes?type=episode&items_per_page=50')).body.rows as {
      url_linked_article: string | null;
    }[];
    const linked = episodes.find((e) => e.url_linked_article)?.url_linked_article;
    if (!linked) throw new Error('no seeded episode points at an article');
    const id = Number(linked.replace('/node/', ''));
    const node = (await get(`/content/api/node/${id}`)).body;
    const [, , category, titre] = (node.alias as string).split('/');
    const article = (await get(`/content/api/article/${category}/${titre}`)).body;
    const separate = (await get(`/content/api/node/${id}/episodes`)).body as { id: number }[];
    expect(article.id).toBe(id);
    expect(article.episodes.length).toBeGreaterThan(0);
    expect(article.episodes.map((e: { id: number }) => e.id)).toEqual(separate.map((e) => e.id));
    expect(article.episodes[0]).toMatchObject({ url_linked_article: `/node/${id}` });
  });

  it('events of a period: whole Paris days, both ends included; bad periods get 400', async () => {
    const parisDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(
        new Date(iso),
      );
    const all = (await get('/content/events?items_per_page=50')).body as {
      rows: { id: number; date: string }[];
    };
    const target = all.rows[Math.floor(all.rows.length / 2)];
    if (!target) throw new Error('no seeded event');
    const day = parisDay(target.date);
    const sameDay = all.rows.filter((e) => parisDay(e.date) === day);
    const one = (await get(`/content/events?from=${day}&to=${day}&items_per_page=50`)).body;
    expect(one.rows.map((e: { id: number }) => e.id).sort()).toEqual(sameDay.map((e) => e.id).sort());
    const later = (await get(`/content/events?from=${day}&items_per_page=50`)).body;
    expect(later.rows.every((e: { date: string }) => parisDay(e.date) >= day)).toBe(true);
    expect(later.pager.total_items).toBe(all.rows.filter((e) => parisDay(e.date) >= day).length);
    const earlier = (await get(`/content/events?to=${day}&items_per_page=50`)).body;
    expect(earlier.rows.every((e: { date: string }) => parisDay(e.date) <= day)).toBe(true);
    const reversed = await get('/content/events?from=2026-05-02&to=2026-05-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('La date de début suit la date de fin.');
    expect((await get('/content/events?from=2026-02-30')).status).toBe(400);
    expect((await get('/content/events?to=2026-2-3')).status).toBe(400);
  });

  it('taxonomy terms, tags, around-me pages, the side bar and the path router', async () => {
    const term = (await get('/content/taxonomy/term/101')).body;
    expect(term).toMatchObject({ id: 101, name: 'Vie spirituelle', vocabulary: 'category' });
    const content = (await get('/content/taxonomy/term/101/content')).body;
    expect(content.shows.rows.length).toBe(9);
    expect((await get('/content/taxonomy/term/55555')).status).toBe(404);
    const tag = (await get('/content/api/tag/famille')).body;
    expect(tag.term.name).toBe('Famille');
    const around = (await get('/content/rest_region/12')).body;
    expect(around.alias).toBe('/autour-de-moi/lyon');
    expect(around.blocks.map((b: { id: string }) => b.id)).toContain('evenements');
    expect((await get('/content/rest_region/12/agenda')).body.blocks).toHaveLength(1);
    expect((await get('/content/rest_region?id=side_bar')).body.rows.length).toBe(2);
    expect((await get('/content/rest_region?id=autre')).status).toBe(400);
    expect((await get('/content/router?path=/actualite')).body).toMatchObject({ type: 'category', id: 100 });
    expect((await get('/content/router?path=/actualite/le-grand-matin')).body).toMatchObject({
      type: 'show',
      id: IDS.show,
    });
    expect((await get('/content/router?path=/rien/du-tout')).status).toBe(404);
  });

  it('search: "prière" finds "prières", "eglise" finds "Église"; ranked, typed, paged', async () => {
    const s = async (qs: string) => (await get(`/content/search?${qs}`)).body as SearchResults;
    const priere = await s(`q=${encodeURIComponent('prière')}`);
    expect(priere.pager.total_items).toBeGreaterThan(3);
    expect(
      priere.rows.some((r) => /prières/i.test(`${r.title} ${r.excerpt}`) || /Prière/.test(r.title)),
    ).toBe(true);
    const prieres = await s(`q=${encodeURIComponent('prières')}`);
    expect(prieres.pager.total_items).toBe(priere.pager.total_items);
    const eglise = await s('q=eglise');
    expect(
      eglise.rows.some(
        (r) => r.title.includes('églises') || r.excerpt.includes('Église') || r.excerpt.includes('église'),
      ),
    ).toBe(true);
    expect((await s(`q=${encodeURIComponent('Église')}`)).pager.total_items).toBe(eglise.pager.total_items);
    // Title matches rank above body matches.
    expect(priere.rows[0]?.title.toLowerCase()).toMatch(/pri(è|e)re/);
    const episodes = await s(`q=${encodeURIComponent('prière')}&type=episode&items_per_page=3&page=1`);
    expect(episodes.type).toBe('episode');
    expect(episodes.rows.every((r) => r.type === 'episode')).toBe(true);
    expect(episodes.pager.current_page).toBe(1);
    const typo = await s('q=psaumse');
    expect(typo.rows.length + (await s('q=psaumes')).rows.length).toBeGreaterThan(0);
    expect((await get('/content/search?q=')).status).toBe(400);
    expect((await get('/content/search?q=test&type=recette')).status).toBe(400);
    expect((await get(`/content/search?q=${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(200);
  });

  it('second API: folders by slug with page, related articles by page and radio', async () => {
    const list = (await get('/second/folders?page=0')).body;
    expect(list.rows.length).toBe(8);
    const f = (await get('/second/folders/famille-transmettre-la-foi?page=0')).body;
    expect(f.folder).toMatchObject({
      folder: 'famille-transmettre-la-foi',
      field_folder_tag: { target_label: 'Famille' },
    });
    expect(f.allArticles.rows.length).toBeGreaterThan(0);
    expect(f.related_folders.length).toBe(3);
    expect(f.folders.pager.total_items).toBe(8);
    const rel = (await get('/second/folders/famille-transmettre-la-foi/related?page=0&radio=RCFNational'))
      .body;
    expect(rel.pager.item_per_page).toBe(3);
    expect((await get('/second/folders/inconnu')).status).toBe(404);
    expect((await get('/second/folders/Mauvais%20Slug')).status).toBe(400);
  });

  it('contact and mailing lists: civilities, countries (expanded), newsletter, marketing, legs', async () => {
    expect((await get('/contact/civilities')).body).toMatchObject({ 1: 'Madame', 2: 'Monsieur' });
    const countries = (await get('/contact/countries?expanded=true')).body;
    expect(countries).toContainEqual({ code: 'BE', name: 'Belgique' });
    expect((await get('/contact/countries')).body.FR).toBe('France');
    const news = (await get('/mailing/news')).body as Record<string, string>;
    expect(Object.values(news).every((l) => l.startsWith('Newsletter '))).toBe(true);
    expect(Object.keys((await get('/mailing/marketing')).body)).toHaveLength(1);
    expect(Object.keys((await get('/mailing/legs')).body)).toHaveLength(1);
  });
}
