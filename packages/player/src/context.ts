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
  SoundEngine,
} from './types';

/** True when sound comes out: a roll, a podcast or the live stream is playing. */
export function isAudible(status: PlayerStatus): boolean {
  return status === 'playing' || status === 'roll' || status === 'live';
}

/** The French message of each error a listener can meet (spec §8: French copy for users). */
export const MESSAGES = {
  'limit-reached':
    "Vous avez atteint le nombre maximum d'écoutes gratuites. Connectez-vous pour continuer à écouter.",
  network: 'Le son est momentanément indisponible. Vérifiez votre connexion et réessayez.',
  playback: 'La lecture n’a pas pu démarrer. Appuyez sur lecture pour réessayer.',
  'not-found': 'Ce contenu audio est introuvable.',
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
  /** Publishes a French error (and the status to show with it); always false, for `return fail(…)`. */
  fail(code: PlayerError['code'], status?: PlayerStatus): false;
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
