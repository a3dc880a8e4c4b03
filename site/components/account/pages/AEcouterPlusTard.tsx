'use client';

import type { ListenLaterItem } from '@radio/core';
import { useState } from 'react';
import { accountEpisode } from '@/components/account/state/episodes';
import { listenLaterStore, useAccountSets } from '@/components/account/state/stores';
import { usePages } from '@/components/account/state/use-pages';
import { PlayButton } from '@/components/player/PlayButton';
import Link from '@/components/ui/SiteLink';
import { AccountEpisodeRow } from '../AccountEpisodeRow';
import { type ActionNote, ActionStatus, Empty, LoadError, Loading, PageTitle } from '../Feedback';

const PER_PAGE = 10;

/** /mon-compte/a-ecouter-plus-tard: the listen-later list, newest first. */
export function AEcouterPlusTard() {
  const { userId, clients, later } = useAccountSets();
  const [status, setStatus] = useState<ActionNote>(null);
  const list = usePages<ListenLaterItem>(
    (page) => (clients && userId ? clients.listenLater.list(userId, page, PER_PAGE) : null),
    [clients, userId],
    () => setStatus({ text: "La suite de votre liste n'a pas pu être chargée.", failed: true }),
  );
  const { first, total } = list;

  async function remove(item: ListenLaterItem) {
    if (!clients || !userId) return;
    try {
      await listenLaterStore.remove(clients.listenLater, userId, item.episode_id);
      setStatus({ text: `« ${item.episode.title} » a été retiré de votre liste.` });
    } catch {
      setStatus({
        text: `« ${item.episode.title} » n'a pas pu être retiré. Veuillez réessayer.`,
        failed: true,
      });
    }
  }

  // Entries removed here or from a card elsewhere on the page disappear at once.
  const rows = list.rows.filter((r) => !later.loaded || later.ids.includes(r.episode_id));
  const loadedCount = list.rows.length;
  return (
    <>
      <PageTitle intro="Les épisodes que vous avez mis de côté.">À écouter plus tard</PageTitle>
      <ActionStatus note={status} />
      {first.loading && !first.data ? <Loading label="Chargement de votre liste…" /> : null}
      {first.error && !first.data ? (
        <LoadError onRetry={first.reload} error={first.error}>
          Votre liste n'a pas pu être chargée.
        </LoadError>
      ) : null}
      {first.data && rows.length === 0 ? (
        <Empty title="Votre liste est vide.">
          <p>
            Sur chaque épisode, le bouton « À écouter plus tard » l'ajoute ici. Découvrez le{' '}
            <Link href="/top-podcasts">top des podcasts</Link>.
          </p>
        </Empty>
      ) : null}
      {rows.length ? (
        <ul className="account-list" aria-label="Épisodes à écouter plus tard" data-play-list="">
          {rows.map((item) => {
            const ep = accountEpisode(item.episode);
            return (
              <AccountEpisodeRow
                key={item.id}
                episode={ep}
                actions={
                  <>
                    <PlayButton episodeId={ep.id} title={ep.title} />
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-label={`Retirer de ma liste : ${ep.title}`}
                      onClick={() => void remove(item)}
                    >
                      Retirer
                    </button>
                  </>
                }
              />
            );
          })}
        </ul>
      ) : null}
      {loadedCount < total ? (
        <button
          type="button"
          className="btn btn-secondary account-more"
          disabled={list.loadingMore}
          onClick={() => void list.loadMore()}
        >
          {list.loadingMore ? 'Chargement…' : 'Afficher plus d’épisodes'}
        </button>
      ) : null}
    </>
  );
}
