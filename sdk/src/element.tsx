import r2wc from '@r2wc/react-to-web-component';
import type { Player } from '@radio/player';
import { PlayerProvider } from '@radio/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { useEngine } from './engine-link';
import { adoptStyles } from './styles';

type PropTypes = 'string' | 'number' | 'boolean' | 'json';

export interface ElementProps {
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot;
}

export interface InnerProps {
  host: HTMLElement;
  player: Player;
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

/** What an element draws: its component and its stylesheet (beside the shared base sheet). */
export interface Part<P> {
  Inner: ComponentType<P & InnerProps>;
  css: string;
}

/** A part given as is, or a module loaded on the element's first use. */
type PartSource<P> = Part<P> | (() => Promise<Part<P>>);

const loaded = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * The element's part: at once when given, else its module (a chunk beside the elements', which
 * rollup resolves from this module's own URL, itself resolved from the script's) fetched once,
 * on the first render of the first such element; null meanwhile, and when it cannot be fetched.
 */
function usePart<P>(source: PartSource<P>): Part<P> | null {
  const [part, setPart] = useState<Part<P> | null>(typeof source === 'function' ? null : source);
  useEffect(() => {
    if (typeof source !== 'function' || part) return;
    let alive = true;
    let pending = loaded.get(source) as Promise<Part<P>> | undefined;
    if (!pending) {
      pending = source();
      loaded.set(source, pending);
    }
    pending.then(
      (p) => {
        if (alive) setPart(p);
      },
      (e: unknown) => {
        loaded.delete(source);
        console.error('RadioSDK : partie du lecteur indisponible', e);
      },
    );
    return () => {
      alive = false;
    };
  }, [source, part]);
  return part;
}

/** An element's tree: its part, over the page's engine, from the task after its first render. */
function ElementBody<P>({ source, container, ...rest }: ElementProps & { source: PartSource<P> }) {
  const part = usePart(source);
  if (part) adoptStyles(container, part.css);
  const player = useEngine(useNextTask());
  const host = container?.host as HTMLElement | undefined;
  if (!player || !host || !part) return null;
  const { Inner } = part;
  return (
    <PlayerProvider player={player}>
      <Inner {...(rest as P)} host={host} player={player} />
    </PlayerProvider>
  );
}

/**
 * Defines `tag` from a React component (r2wc, open shadow root, typed attributes), once:
 * a second copy of the script on the page keeps the first definition. The tag is defined at once
 * (the page's markup upgrades); a part given as a loader is fetched when the element first renders.
 */
export function defineElement<P extends object>(
  tag: string,
  source: PartSource<P>,
  props: Partial<Record<keyof P & string, PropTypes>>,
): void {
  // Called once per tag (at definition), so each tag has one component for ever.
  // biome-ignore lint/correctness/noComponentHookFactories: r2wc needs one component per tag, bound to its part
  function Element(all: P & ElementProps) {
    return <ElementBody<P> {...all} source={source} />;
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
