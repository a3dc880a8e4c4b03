/** The episodes of every show (scaled), the saint of the day's episodes, and a fixture tests rely on. */
import { EPISODES_PER_SHOW, IDS, NATIONAL_TID, pick, rng, type SeedContext } from './context.js';
import { TOPICS } from './data.js';
import { SAINTS_BY_MONTH } from './saints.js';
import type { ShowRef } from './shows.js';
import { fill, paragraph, titleFor } from './texts.js';
import { EPISODE_LEADS, EPISODE_SENTENCES } from './texts-data.js';

/** « Saint Martin » → « saint Martin » inside a sentence; feasts (« Nativité du Seigneur ») stay. */
const inSentence = (saint: string) => saint.replace(/^(Saints?|Saintes?) /, (m) => m.toLowerCase());

/** Round k gives one episode to every show; ids are stable whatever the scale. */
export function buildEpisodes(
  ctx: SeedContext,
  shows: readonly ShowRef[],
  partnerIds: readonly number[],
  articleIds: readonly number[],
): number[] {
  const rounds = EPISODES_PER_SHOW * ctx.scale;
  const saintShow = shows.find((s) => s.title === 'Le Saint du jour');
  const episodeIds: number[] = [];
  for (let k = 0; k < rounds; k++) {
    for (const [si, show] of shows.entries()) {
      const id = IDS.episode + k * shows.length + si;
      const r = rng(id);
      const audio = pick(r, ctx.episodesAudio);
      const day = Math.floor(((k + si / shows.length) / rounds) * 730);
      // One day back at least: nothing of the demo content is dated later today.
      const published = ctx.daysAgo(day + 1, (si * 37) % 720);
      const saint =
        show.id === saintShow?.id
          ? (SAINTS_BY_MONTH[published.getUTCMonth()]?.[published.getUTCDate() - 1] ?? 'Saint Martin')
          : undefined;
      const topic = saint ?? pick(r, TOPICS[show.category]);
      const title = saint ?? titleFor(r, show.category, topic);
      const partners = r() < 0.12 ? [pick(r, partnerIds)] : [];
      const lead = pick(r, EPISODE_LEADS);
      episodeIds.push(id);
      ctx.node({
        id,
        type: 'episode',
        title,
        alias: `${show.alias}?episode=${id}`,
        description: saint
          ? `La vie de ${inSentence(saint)}, racontée en quelques minutes.`
          : fill(lead, topic),
        body: paragraph(r, EPISODE_SENTENCES, topic, 3),
        visual: show.visual,
        visual_alt: show.title,
        category_tid: show.categoryTid,
        show_id: show.id,
        radio_tid: NATIONAL_TID,
        author: show.host,
        published_at: published,
        changed_at: published,
        radio_tids: ctx.someRadios(r),
        tag_tids: ctx.someTags(r),
        data: {
          audio_file: ctx.audioUrl(audio.file),
          duration: Math.round(audio.durationSeconds),
          digas: `DIG-${String(id).padStart(7, '0')}`,
          partners,
          url_linked_article: r() < 0.3 ? pick(r, articleIds) : null,
        },
      });
    }
  }
  buildFixtureEpisode(ctx, shows);
  return episodeIds;
}

/**
 * An episode whose title has the plural « prières »: a search for « prière » must find it through
 * French stemming.
 */
function buildFixtureEpisode(ctx: SeedContext, shows: readonly ShowRef[]): void {
  const prayerShow = shows.find((s) => s.title === 'Prière du matin');
  const audio = ctx.episodesAudio[0];
  if (!prayerShow || !audio) return;
  const id = IDS.episode - 1;
  ctx.node({
    id,
    type: 'episode',
    title: 'Les prières du soir en famille',
    alias: `${prayerShow.alias}?episode=${id}`,
    description: 'Quelques prières simples pour finir la journée avec les enfants.',
    body: 'Complies, Notre Père et Je vous salue Marie : les prières du soir, à dire ensemble.',
    visual: prayerShow.visual,
    visual_alt: prayerShow.title,
    category_tid: prayerShow.categoryTid,
    show_id: prayerShow.id,
    radio_tid: NATIONAL_TID,
    author: prayerShow.host,
    published_at: ctx.daysAgo(3, 1140),
    changed_at: ctx.daysAgo(3, 1140),
    radio_tids: [NATIONAL_TID],
    tag_tids: [],
    data: {
      audio_file: ctx.audioUrl(audio.file),
      duration: Math.round(audio.durationSeconds),
      digas: `DIG-${String(id).padStart(7, '0')}`,
      partners: [],
      url_linked_article: null,
    },
  });
}
