'use client';

import { type ListeningHistoryItem, TRACKER_STATUS } from '@radio/core';
import { useState } from 'react';
import { accountEpisode } from '@/components/account/state/episodes';
import { positionLabel, progressPercent, resumeSeconds } from '@/components/account/state/history';
import { useAccountSets } from '@/components/account/state/stores';
import { usePages } from '@/components/account/state/use-pages';
import { PlayButton } from '@/components/player/PlayButton';
import { whenSdk } from '@/lib/sdk';
import { AccountEpisodeRow } from '../AccountEpisodeRow';
import { BookmarkToggle } from '../BookmarkToggle';
import { Dialog } from '../Dialog';
import { type ActionNote, ActionStatus, Empty, LoadError, Loading, PageTitle } from '../Feedback';

const PER_PAGE = 10;

/** /mon-compte/mes-ecoutes: the listening history with each episode's position (spec §3 Tracker). */
export function MesEcoutes() {
  const { userId, clients } = useAccountSets();
  const [status, setStatus] = useState<ActionNote>(null);
  const history = usePages<ListeningHistoryItem>(
    (page) =>
      clients && userId ? clients.content.listeningHistory(userId, { itemPerPage: PER_PAGE, page }) : null,
    [clients, userId],
    () => setStatus({ text: "La suite de votre historique n'a pas pu être chargée.", failed: true }),
  );
  const [actionsFor, setActionsFor] = useState<ListeningHistoryItem | null>(null);

  async function markListened(item: ListeningHistoryItem) {
    if (!clients || !userId) return;
    try {
      await clients.content.updateTracker({
        userId,
        id: item.tracker.id,
        offset: 0,
        status: TRACKER_STATUS.Listened,
      });
      setStatus({ text: `« ${item.episode.title} » est marqué comme écouté.` });
      history.reload();
    } catch {
      setStatus({ text: "L'épisode n'a pas pu être marqué comme écouté. Veuillez réessayer.", failed: true });
    }
  }

  // « Reprendre » from the episode's dialog: through RadioSDK's public call, as its button does.
  async function resume(item: ListeningHistoryItem) {
    const sdk = await whenSdk().catch(() => null);
    const ok = await sdk?.play({ episodeId: item.episode.id, startAt: resumeSeconds(item) });
    if (!ok) setStatus({ text: "La lecture n'a pas pu démarrer.", failed: true });
  }

  const { first, rows, total } = history;
  return (
    <>
      <PageTitle intro="Reprenez un épisode là où vous l'avez laissé.">Mes écoutes</PageTitle>
      <ActionStatus note={status} />
      {first.loading && !first.data ? <Loading label="Chargement de vos écoutes…" /> : null}
      {first.error && !first.data ? (
        <LoadError onRetry={first.reload} error={first.error}>
          Votre historique d'écoute n'a pas pu être chargé.
        </LoadError>
      ) : null}
      {first.data && rows.length === 0 ? (
        <Empty title="Vous n'avez encore écouté aucun épisode.">
          <p>
            Les épisodes que vous écoutez en étant connecté apparaîtront ici, avec l'endroit où vous vous êtes
            arrêté.
          </p>
        </Empty>
      ) : null}
      {rows.length ? (
        <ul className="account-list" aria-label="Épisodes écoutés">
          {rows.map((item) => (
            <HistoryRow key={item.tracker.id} item={item} onActions={() => setActionsFor(item)} />
          ))}
        </ul>
      ) : null}
      {rows.length < total ? (
        <button
          type="button"
          className="btn btn-secondary account-more"
          onClick={() => void history.loadMore()}
          disabled={history.loadingMore}
        >
          {history.loadingMore ? 'Chargement…' : 'Afficher plus d’écoutes'}
        </button>
      ) : null}
      <EpisodeListenedModal
        item={actionsFor}
        onClose={() => setActionsFor(null)}
        onResume={(i) => {
          setActionsFor(null);
          void resume(i);
        }}
        onMarkListened={(i) => {
          setActionsFor(null);
          void markListened(i);
        }}
      />
    </>
  );
}

/** One listened episode: where it stopped, « Reprendre » from there, and its actions' dialog. */
function HistoryRow({ item, onActions }: { item: ListeningHistoryItem; onActions: () => void }) {
  const ep = accountEpisode(item.episode);
  const at = resumeSeconds(item);
  return (
    <AccountEpisodeRow
      episode={ep}
      meta={<span data-position-seconds={at}>{positionLabel(item)}</span>}
      progress={progressPercent(item)}
      actions={
        <>
          <PlayButton
            episodeId={ep.id}
            title={ep.title}
            label={at > 0 ? 'Reprendre' : 'Écouter'}
            startAt={at}
          />
          <button
            type="button"
            className="btn btn-secondary"
            aria-haspopup="dialog"
            aria-label={`Actions : ${ep.title}`}
            onClick={onActions}
          >
            Actions
          </button>
        </>
      }
    />
  );
}

/** The 'episode listened' action modal (spec §2 Modals). */
export function EpisodeListenedModal({
  item,
  onClose,
  onResume,
  onMarkListened,
}: {
  item: ListeningHistoryItem | null;
  onClose: () => void;
  onResume: (item: ListeningHistoryItem) => void;
  onMarkListened: (item: ListeningHistoryItem) => void;
}) {
  const listened = item?.tracker.status === TRACKER_STATUS.Listened;
  return (
    <Dialog open={!!item} kind="episode-listened" title={item ? item.episode.title : ''} onClose={onClose}>
      {item ? (
        <>
          <p>{positionLabel(item)}</p>
          <div className="account-dialog-actions account-dialog-stack">
            <button type="button" className="btn btn-primary" onClick={() => onResume(item)}>
              {resumeSeconds(item) > 0 ? 'Reprendre la lecture' : 'Écouter'}
            </button>
            {listened ? null : (
              <button type="button" className="btn btn-secondary" onClick={() => onMarkListened(item)}>
                Marquer comme écouté
              </button>
            )}
            <BookmarkToggle kind="listenLater" id={item.episode.id} title={item.episode.title} />
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
