/** The site's auth API: `useAuth()` and the actions of the store. */
import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from './store';

export type { AuthUser } from './flow';
export {
  type AuthState,
  getAccessToken,
  type Notice,
  onSignedIn,
  onSignedOut,
  reloadFavorites,
  showNotice,
  signOut,
} from './store';

/** The auth state, for any client component of the site. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.getInitial);
}
