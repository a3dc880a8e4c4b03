import type { Player, PlayerEventMap, PlayerSound } from '@radio/player';
import type { EngineLink } from './engine-link';

/** DOM events of the elements: they bubble and cross shadow roots (`composed`). */
export type RadioEventName =
  | 'radio-play'
  | 'radio-pause'
  | 'radio-ended'
  | 'radio-limit-reached'
  | 'radio-error';

export function emit(host: EventTarget, name: RadioEventName, detail: unknown) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * Where an event goes: the first element of the page (document order) that shows what it is about,
 * else the document. Either way it bubbles to the document once: a page hears one event per change
 * of the sound, however many elements show it. An episode is shown by its own player, a show's or a
 * list's (it may play another of its episodes), a player of the latest episode (`episode="latest"`,
 * resolved by the element itself), or the page's bar (no `episode` nor `show`: it
 * follows whatever plays); the live by the `<radio-direct>` of its radio (or one without `radio`),
 * or the page's bar; a refusal of the listen limit by the first player.
 */
function target(payload: { sound?: PlayerSound }): EventTarget {
  const sound = payload.sound;
  const id = CSS.escape(String(sound?.id).replace('livestream-', ''));
  return (
    document.querySelector(
      !sound
        ? 'radio-player'
        : sound.live
          ? `radio-direct[radio="${id}"],radio-direct:not([radio]),radio-player:not([episode],[show])`
          : `radio-player:is([episode="${id}"],[episode="latest"],[show],[playlist],:not([episode]))`,
    ) ?? document
  );
}

/**
 * The page's one relay from the engine to `radio-play`, `radio-pause`, `radio-ended` and
 * `radio-limit-reached` (and so to `RadioSDK.on`): one event per change of the sound, for the live
 * and the episodes alike. A roll is the episode's sound too: its start is the episode's
 * `radio-play` (the episode itself starting after it is no second one) and a pause during it is a
 * `radio-pause`, which the engine does not emit (its `pause` is the main sound's).
 */
export function relayEvents(link: EngineLink): void {
  let attached: Player | null = null;
  let offs: Array<() => void> = [];
  const attach = () => {
    const player = link.getConfig() ? link.getPlayer() : null;
    if (player === attached) return;
    for (const off of offs) off();
    attached = player;
    offs = [];
    if (!player) return;
    /** The id of the sound heard, null while nothing sounds. */
    let heard: string | null = null;
    const send = (event: keyof PlayerEventMap, payload: unknown) =>
      emit(target(payload as { sound?: PlayerSound }), `radio-${event}` as RadioEventName, payload);
    /** The sound starts (`on`) or stops: said once, however many engine events tell it. */
    const change = (sound: PlayerSound | null, on: boolean) => {
      const id = on && sound ? String(sound.id) : null;
      if (!sound || heard === id) return;
      heard = id;
      send(on ? 'play' : 'pause', { sound });
    };
    offs = [
      player.on('play', ({ sound }) => change(sound, true)),
      player.on('roll-start', () => change(player.store.getState().sound, true)),
      player.on('pause', ({ sound }) => change(sound, false)),
      player.on('ended', (payload) => {
        heard = null;
        send('ended', payload);
      }),
      player.on('limit-reached', (payload) => send('limit-reached', payload)),
      // A roll paused (or a post-roll over with nothing after it): the sound stopped.
      player.store.subscribe((s, prev) => {
        if (prev.status === 'roll' && s.status !== 'roll' && s.status !== 'loading') change(s.sound, false);
      }),
    ];
  };
  link.onEngineChange(attach);
  attach();
}
