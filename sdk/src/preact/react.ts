/**
 * What packages/ui and r2wc take from `react`, straight from preact's core and hooks: the bundle
 * aliases `react` here instead of preact/compat, whose React emulation (event and prop renaming
 * on every element, class components, Suspense, portals…) the elements never use: ~2.5 KB gzip
 * of the first-sound budget. The components are written to React's DOM rules that preact's core
 * shares (className on HTML and SVG, style objects with custom properties, `value` on a select);
 * the one difference they meet is `onChange` on a range input, which core preact fires on release
 * (VolumeControl also listens to `onInput`).
 */
import { createElement } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export { createContext, createElement, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/hooks';

/**
 * React's external-store hook: the snapshot read at render, and a re-render whenever the store
 * announces a different one (`Object.is`), including a change between render and subscription.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [, rerender] = useState(0);
  const latest = useRef({ value, getSnapshot });
  latest.current = { value, getSnapshot };
  useLayoutEffect(() => {
    const check = () => {
      const { value: seen, getSnapshot: read } = latest.current;
      if (!Object.is(seen, read())) rerender((n) => n + 1);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

/** r2wc calls `React.createElement`. */
export default { createElement };
