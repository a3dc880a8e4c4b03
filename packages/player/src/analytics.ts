import type { SoundData } from '@radio/core';

/** Spec §7 "Events: emission-pv, dataLayerReady, podcastStart, podcastOngoing, podcastActive". */
export type AnalyticsEvent =
  | 'emission-pv'
  | 'dataLayerReady'
  | 'podcastStart'
  | 'podcastActive'
  | 'podcastOngoing';

export interface AnalyticsSink {
  push(event: AnalyticsEvent, sound?: SoundData | null): void;
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** The tag manager's `window.dataLayer`, created when missing; null outside a browser. */
function defaultDataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as DataLayerWindow;
  w.dataLayer ??= [];
  return w.dataLayer;
}

/** What a tag manager needs to tell episodes and shows apart; only public content fields. */
function describe(sound: SoundData) {
  return {
    id: sound.id,
    title: sound.title,
    show: sound.show?.title ?? null,
    showId: sound.show?.id ?? null,
    digas: sound.digas || null,
    radio: sound.radios[0]?.code ?? null,
    duration: sound.duration,
  };
}

export function createAnalytics(layer?: unknown[]): AnalyticsSink {
  return {
    push(event, sound) {
      const target = layer ?? defaultDataLayer();
      if (!target) return;
      target.push(sound ? { event, podcast: describe(sound) } : { event });
    },
  };
}
