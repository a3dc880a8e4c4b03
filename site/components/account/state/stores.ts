'use client';

/**
 * The page-wide favourites and listen-later sets, loaded for the signed-in user and shared by
 * every bookmark button (a show page and its cards stay in step), cleared on sign-out.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useAccountClients } from '@/lib/account/context';
import { createFavouritesStore } from '@/lib/account/favourites';
import { sharedState } from '@/lib/account/shared-state';
import type { AccountClients } from '@/lib/api/account';
import { useAuth } from '@/lib/auth';

export const favouritesStore = createFavouritesStore();

type IdsState = { userId: string | null; ids: number[]; loaded: boolean };

function createListenLaterStore() {
  const shared = sharedState<IdsState>({ userId: null, ids: [], loaded: false });
  const { set } = shared;
  return {
    get: shared.get,
    subscribe: shared.subscribe,
    async load(api: AccountClients['listenLater'], userId: string | null) {
      if (!userId) return set({ userId: null, ids: [], loaded: true });
      try {
        set({ userId, ids: await api.ids(userId), loaded: true });
      } catch {
        set({ userId, ids: [], loaded: true });
      }
    },
    async add(api: AccountClients['listenLater'], userId: string, episodeId: number) {
      await api.add(userId, episodeId);
      set({ ...shared.get(), ids: [episodeId, ...shared.get().ids.filter((i) => i !== episodeId)] });
    },
    async remove(api: AccountClients['listenLater'], userId: string, episodeId: number) {
      await api.remove(userId, episodeId);
      set({ ...shared.get(), ids: shared.get().ids.filter((i) => i !== episodeId) });
    },
    clear() {
      set({ userId: null, ids: [], loaded: false });
    },
  };
}

export const listenLaterStore = createListenLaterStore();

/** The user whose sets were last asked for: many buttons mount at once but one load runs. */
let requestedFor: string | null = null;

/** Reloads both sets (e.g. after a change made elsewhere on the page). */
export function reloadAccountSets(clients: AccountClients, userId: string) {
  requestedFor = userId;
  void favouritesStore.load(clients.content, userId);
  void listenLaterStore.load(clients.listenLater, userId);
}

/** Loads both sets once per signed-in user; empties them when signed out. */
export function useAccountSets() {
  const auth = useAuth();
  const clients = useAccountClients();
  const userId = auth.status === 'signedIn' ? (auth.user?.id ?? null) : null;
  const favourites = useSyncExternalStore(
    favouritesStore.subscribe,
    favouritesStore.get,
    favouritesStore.get,
  );
  const later = useSyncExternalStore(listenLaterStore.subscribe, listenLaterStore.get, listenLaterStore.get);
  useEffect(() => {
    if (!clients) return;
    if (!userId) {
      if (auth.status === 'signedOut') {
        requestedFor = null;
        favouritesStore.clear();
        listenLaterStore.clear();
      }
      return;
    }
    if (requestedFor !== userId) reloadAccountSets(clients, userId);
  }, [clients, userId, auth.status]);
  return { auth, userId, clients, favourites, later };
}
