import type { StoreApi } from 'zustand/vanilla';
import type { AnalyticsSink } from './analytics';
import type { Emitter } from './events';
import type {
  ModalEntry,
  PlayerApi,
  PlayerError,
  PlayerOptions,
  PlayerState,
  PlayerStatus,
  PlayState,
  SoundEngine,
} from './types';

/** True when sound comes out: a roll, a podcast or the live stream is playing. */
export function isAudible(status: PlayerStatus): boolean {
  return status === 'playing' || status === 'roll' || status === 'live';
}

/**
 * What every play control of the sound `id` (the loaded sound by default) shows: the one reading of
 * the store the page's buttons (the SDK's door), the bar, the live bar and the live player share, so
 * they never disagree. A failure about this sound wins while it is silent (its message and « Réessayer »
 * show while the live's retries go on; offline, an episode's buffer may still play); 'loading' is
 * connecting, or waiting for data while playing (a press stops it).
 * The listening limit is not a failure of a sound: its own dialog says it.
 */
export function playState(
  s: Pick<PlayerState, 'status' | 'sound' | 'error' | 'buffering'>,
  id: string | null = s.sound?.id ?? null,
): PlayState {
  const { error, status } = s;
  const loaded = !!id && s.sound?.id === id && status !== 'idle';
  if (error?.soundId === id && error.code !== 'limit-reached' && !(loaded && isAudible(status)))
    return 'error';
  if (!loaded) return 'idle';
  if (status === 'loading' || s.buffering) return 'loading';
  return isAudible(status) ? 'playing' : 'paused';
}

/** The French message of each error a listener can meet (spec §8: French copy for users). */
export const MESSAGES = {
  'limit-reached':
    "Vous avez atteint le nombre maximum d'écoutes gratuites. Connectez-vous pour continuer à écouter.",
  network: 'Le son est momentanément indisponible. Vérifiez votre connexion et réessayez.',
  playback: 'La lecture n’a pas pu démarrer. Appuyez sur lecture pour réessayer.',
  'not-found': 'Ce contenu audio est introuvable.',
  offline: 'Vous êtes hors ligne. La lecture reprendra au retour de la connexion.',
} as const;

/**
 * What every module of the engine shares: the store, the API, the sound engine, the events, and
 * the two counters that let late async work see it has been overtaken.
 */
export interface PlayerContext {
  readonly options: PlayerOptions;
  readonly store: StoreApi<PlayerState>;
  readonly get: StoreApi<PlayerState>['getState'];
  readonly set: StoreApi<PlayerState>['setState'];
  readonly api: PlayerApi;
  readonly engine: SoundEngine;
  readonly analytics: AnalyticsSink;
  readonly emit: Emitter['emit'];
  readonly life: {
    /** Bumped on every track change: async work of an older track sees it and stops. */
    generation: number;
    /** Bumped on every load request: a slower earlier request gives way to a later one. */
    requests: number;
    destroyed: boolean;
  };
  /**
   * Publishes a French error about `soundId` (the loaded sound by default) and the status to show
   * with it; always false, for `return fail(…)`.
   */
  fail(code: PlayerError['code'], status?: PlayerStatus, soundId?: string | null): false;
  /** Lock screen metadata and position follow the store. */
  syncMediaSession(): void;
  /** Joins the modal queue (spec §2). */
  openModal(modal: ModalEntry): void;
  /** Tells the other players (tabs) that this one plays, so they pause. */
  announcePlaying(): void;
}

/** A guard for async work: true while no track change has happened since it was taken. */
export function currentTrack(ctx: Pick<PlayerContext, 'life'>): () => boolean {
  const gen = ctx.life.generation;
  return () => gen === ctx.life.generation;
}
