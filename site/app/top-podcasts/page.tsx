import type { Episode } from '@radio/core';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { EpisodeList } from '@/components/cards/EpisodeList';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { Section } from '@/components/page/Section';
import { EmptyState } from '@/components/ui/EmptyState';
import { getMostListened, getTopPodcasts } from '@/lib/content/episodes';
import { episodeItem, rowsOf } from '@/lib/content/items';
import { fixedPageMetadata } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

const INTRO = 'Les épisodes les plus écoutés ces 30 derniers jours, puis la sélection de la rédaction.';

export const generateMetadata = () => shareable(fixedPageMetadata('/top-podcasts', 'Top podcasts', INTRO));

const listeners = (n: number) => `${n.toLocaleString('fr-FR')} auditeur${n > 1 ? 's' : ''}`;

/**
 * « Top podcasts »: what it says it ranks. First the episodes most listened to these 30 days, by the
 * number of listeners whose listening the site recorded (signed-in listeners); then the editors'
 * selection, said as such, for what the ranking does not fill.
 */
export default async function TopPodcastsPage() {
  const [most, selection] = await Promise.all([getMostListened(), getTopPodcasts()]);
  const ranked = most.rows;
  const seen = new Set(ranked.map((r) => r.episode.id));
  const picks = rowsOf(selection).filter((e: Episode) => !seen.has(e.id));
  return (
    <>
      <PageType label="Top podcasts" />
      <JsonLd
        data={{
          '@type': 'ItemList',
          name: 'Les plus écoutés ces 30 derniers jours',
          itemListElement: ranked.map((r, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: r.episode.title,
          })),
        }}
      />
      <PageHead title="Top podcasts">
        <p>{INTRO}</p>
      </PageHead>
      <Section title={`Les plus écoutés ces ${most.days} derniers jours`} id="plus-ecoutes">
        <p className="card-meta">
          Classés par nombre d'auditeurs connectés dont l'écoute a été enregistrée sur le site.
        </p>
        {ranked.length ? (
          <ol className="list" aria-label="Classement des épisodes les plus écoutés" data-play-list="">
            {ranked.map((r) => (
              <li key={r.episode.id}>
                <EpisodeCard episode={episodeItem(r.episode)} variant="row" />
                <p className="card-meta top-listeners">{listeners(r.listeners)}</p>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState title="Pas encore assez d'écoutes enregistrées ces 30 derniers jours pour un classement." />
        )}
      </Section>
      {picks.length ? (
        <Section title="La sélection de la rédaction" id="selection">
          <EpisodeList episodes={picks} label="Sélection de la rédaction" playList />
        </Section>
      ) : null}
    </>
  );
}
