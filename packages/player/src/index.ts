export type { AnalyticsEvent } from './analytics';
export type { PlayerApi } from './api';
export { howlerEngine } from './engine';
export { createPlayer, isAudible, MAX_RATE, MIN_RATE, SLEEP_TIMER_MINUTES, soundFromEpisode } from './player';
export { parseShareParams, type ShareParams } from './share';
export type * from './types';
