import { dropOffered, type LoadRequest, offerPlaying, type Player, type QueueItem } from '@radio/player';
import { getConfig, getPlayer, hasPlayer, onEngineChange } from './engine';

/**
 * The player's door: every play button of the page, the site's and a partner's alike, is a plain
 * <button> with `data-play-live="<radio code>"` or `data-play-episode="<episode id>"` (sdk/README.md,
 * « Boutons de lecture »). One delegated listener on the document handles their presses (a button
 * added later needs nothing), and the state of what each one plays is written back onto it:
 * `aria-pressed`, `aria-busy`, `data-play-state` and its label. media-chrome's request-event idea:
 * the button asks, the one owner of the audio answers and says how it stands.
 */
export const PLAY_BUTTONS = '[data-play-live],[data-play-episode]';
/** Set by a page's own early catcher on a button pressed before the script ran: pressed at start. */
export const PENDING = 'data-play-pending';
/**
 * The property of such a button that may hold the <audio> the catcher already plays its live in
 * (sdk/README.md « Une pression avant le script »): the engine takes it over instead of connecting again.
 */
export const PENDING_AUDIO = 'playPendingAudio';

export type PlayRequest =
  | {
      episodeId: string | number;
      startAt?: number;
      /** rcf_rest_playerlist context for « Épisode précédent / suivant » (e.g. `{ type: 'show', id: '12' }`). */
      playlist?: { type: string; id: string | number };
      /** The list the episode is played from, in order: what follows it becomes « À suivre ». */
      queue?: QueueItem[];
      /** false: shown in the bar, ready at its second, without playing (never over a sound that plays). */
      autoplay?: boolean;
    }
  | { radioCode: string; autoplay?: boolean };

/** The labels the door writes while a button's sound connects or has failed (else the button's own). */
const LABELS: Record<string, string> = { loading: 'Chargement…', error: 'Son indisponible · Réessayer' };

/** A button's own label, read before the door first writes over it. */
const own = new WeakMap<Element, string>();

/** `data-play-live` without a code: the configured prefix's national live. */
const national = () => `${getConfig()?.prefix ?? 'RCF'}National`;

/** What a button plays, from its attributes (and the list it stands in: « À suivre »). */
export function requestOf(b: HTMLElement): PlayRequest {
  const d = b.dataset;
  if (d.playLive !== undefined) return { radioCode: d.playLive || national() };
  const req: PlayRequest = { episodeId: d.playEpisode as string, startAt: Number(d.playStart) || undefined };
  // Continuous listening: `data-play-list` on an ancestor (`{type}:{id}` for rcf_rest_playerlist, or
  // empty); its episodes, in page order, become « À suivre » after the one played.
  const list = b.closest('[data-play-list]');
  if (list) {
    const [type, id] = (list.getAttribute('data-play-list') as string).split(':');
    req.queue = [...list.querySelectorAll<HTMLElement>('[data-play-episode]')].map((e) => ({
      id: e.dataset.playEpisode as string,
      title: e.dataset.playTitle ?? '',
      show: e.dataset.playShow || null,
    }));
    if (type && id) req.playlist = { type, id };
  }
  return req;
}

/** `RadioSDK.play`: a request as the engine takes it. */
export function playRequest(player: Player, req: PlayRequest): Promise<boolean> {
  if (req.autoplay !== false) return player.play(req as LoadRequest);
  // Prepared, not played (a share link): never over what the listener hears.
  const state = player.playState();
  return state === 'idle' || state === 'paused' ? player.load(req as LoadRequest) : Promise.resolve(false);
}

/** The engine's id of what a button plays (spec §3: a live stream is `livestream-{radioCode}`). */
const idOf = (b: HTMLElement) => {
  const d = b.dataset;
  return d.playLive !== undefined ? `livestream-${d.playLive || national()}` : (d.playEpisode as string);
};

/** Writes the state of what `b` plays onto it. */
function reflect(b: HTMLElement, player: Player | null) {
  const state = player ? player.playState(idOf(b)) : 'idle';
  // (The document's observer follows only what a button plays: these writes do not wake it.)
  b.setAttribute('aria-pressed', String(state === 'playing' || state === 'loading'));
  b.setAttribute('data-play-state', state);
  if (state === 'loading') b.setAttribute('aria-busy', 'true');
  else b.removeAttribute('aria-busy');
  // The label: the element marked `data-play-label`, else the button itself when it holds only text.
  const label = b.querySelector('[data-play-label]') ?? (b.children.length ? null : b);
  if (!label) return;
  if (!own.has(label)) own.set(label, label.textContent ?? '');
  // A button may say it its own way (`data-play-error-label`, `data-play-loading-label`).
  const text = b.getAttribute(`data-play-${state}-label`) ?? LABELS[state] ?? (own.get(label) as string);
  if (label.textContent !== text) label.textContent = text;
}

/** The press an early catcher kept: played once, over the sound it already started if there is one. */
function pressPending(b: HTMLElement) {
  b.removeAttribute(PENDING);
  const early = (b as unknown as Record<string, unknown>)[PENDING_AUDIO];
  delete (b as unknown as Record<string, unknown>)[PENDING_AUDIO];
  const req = requestOf(b);
  if (!(early instanceof HTMLMediaElement) || !('radioCode' in req)) return getPlayer().toggle(req);
  offerPlaying(early);
  // Whatever the press became (the live playing, or an API that failed), no second sound stays.
  void getPlayer().play(req).finally(dropOffered);
}

/**
 * Installs the door on `doc`: the delegated listener, the reflection (on every change of what plays,
 * and on every button the page adds or changes) and the press left by an early catcher.
 */
export function installDoor(doc: Document): void {
  let queued = false;
  const reflectAll = () => {
    queued = false;
    const player = hasPlayer() ? getPlayer() : null;
    for (const b of doc.querySelectorAll<HTMLElement>(PLAY_BUTTONS)) reflect(b, player);
    const pending = doc.querySelector<HTMLElement>(`[${PENDING}]`);
    if (pending && getConfig()) pressPending(pending);
  };
  const later = () => {
    if (!queued) queueMicrotask(reflectAll);
    queued = true;
  };
  doc.addEventListener('click', (e) => {
    const b = (e.target as Element).closest?.<HTMLElement>(PLAY_BUTTONS);
    if (!b || !getConfig()) return;
    e.preventDefault();
    getPlayer().toggle(requestOf(b));
  });
  new MutationObserver(later).observe(doc, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-play-live', 'data-play-episode', PENDING],
  });
  // The radios of the page's live buttons, asked for once the engine is there: a press then
  // connects to the stream at once instead of asking the API first (the player's API keeps them).
  // Episodes on the page: their rolls and the pre-roll's check, likewise (the player keeps them).
  const warm = () => {
    if (!hasPlayer()) return;
    for (const b of doc.querySelectorAll<HTMLElement>('[data-play-live]'))
      getPlayer()
        .api.radio(b.dataset.playLive || national())
        .catch(() => {});
    if (doc.querySelector('[data-play-episode],radio-player')) getPlayer().warmEpisode();
  };
  // Each engine (a second configure replaces it): what changes a control's state.
  let off = () => {};
  onEngineChange(() => {
    off();
    off = hasPlayer()
      ? getPlayer().store.subscribe((s, p) => {
          if (
            s.status !== p.status ||
            s.sound !== p.sound ||
            s.error !== p.error ||
            s.buffering !== p.buffering
          )
            later();
        })
      : () => {};
    later();
    setTimeout(warm, 0);
  });
  later();
}
