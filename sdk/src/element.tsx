import r2wc from '@r2wc/react-to-web-component';
import type { Player, PlayerEventMap } from '@radio/player';
import { PlayerProvider } from '@radio/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { useEngine } from './engine-link';
import { adoptStyles, type StyleName } from './styles';

type PropTypes = 'string' | 'number' | 'boolean' | 'json';

export interface ElementProps {
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot;
}

export interface InnerProps {
  host: HTMLElement;
  player: Player;
}

/** DOM events of the elements: they bubble and cross shadow roots (`composed`). */
export type RadioEventName = 'radio-play' | 'radio-pause' | 'radio-ended' | 'radio-limit-reached';

export function emit(host: HTMLElement, name: RadioEventName, detail: unknown) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

const ENGINE_TO_DOM: Array<[keyof PlayerEventMap, RadioEventName]> = [
  ['play', 'radio-play'],
  ['pause', 'radio-pause'],
  ['ended', 'radio-ended'],
  ['limit-reached', 'radio-limit-reached'],
];

/**
 * Re-dispatches the engine's play/pause/ended/limit-reached on `host` when `concerns(payload)`
 * says the event is about what this element shows.
 */
export function useEngineEvents(
  player: Player,
  host: HTMLElement,
  concerns: (event: keyof PlayerEventMap, payload: unknown) => boolean,
) {
  useEffect(() => {
    const offs = ENGINE_TO_DOM.map(([from, to]) =>
      player.on(from, (payload: unknown) => {
        if (concerns(from, payload)) emit(host, to, payload);
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [player, host, concerns]);
}

/**
 * False on an element's first render, true from the next task on. An element upgraded while the
 * page loads renders nothing at first and does its real work (the engine, its own tree) in a task
 * of its own: all of it in the script's evaluation made one task of ~140 ms on a throttled phone,
 * which Lighthouse counts as blocking time (the total-blocking-time budget).
 */
function useNextTask(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * Defines `tag` from a React component (r2wc, open shadow root, typed attributes), once:
 * a second copy of the script on the page keeps the first definition.
 */
export function defineElement<P extends object>(
  tag: string,
  Inner: ComponentType<P & InnerProps>,
  style: StyleName,
  props: Partial<Record<keyof P & string, PropTypes>>,
): void {
  function Element(all: P & ElementProps) {
    const { container, ...rest } = all;
    adoptStyles(container, style);
    const player = useEngine(useNextTask());
    const host = container?.host as HTMLElement | undefined;
    if (!player || !host) return null;
    return (
      <PlayerProvider player={player}>
        <Inner {...(rest as P)} host={host} player={player} />
      </PlayerProvider>
    );
  }
  Element.displayName = tag;
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) {
    customElements.define(
      tag,
      r2wc(
        Element as ComponentType<P & ElementProps>,
        {
          shadow: 'open',
          props: props as Record<string, PropTypes>,
        } as never,
      ),
    );
  }
}
