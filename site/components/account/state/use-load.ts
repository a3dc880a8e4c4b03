'use client';

import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => void };

/** Runs `load` when its inputs change (and on `reload`); a newer run wins over an older one. */
export function useLoad<T>(load: () => Promise<T> | null, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const run = useRef(0);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` depends on.
  useEffect(() => {
    const promise = load();
    if (!promise) return;
    const mine = ++run.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    promise.then(
      (data) => {
        if (mine === run.current) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (mine === run.current) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
