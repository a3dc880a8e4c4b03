export type { AnalyticsEvent } from './analytics';
export type { PlayerApi } from './api';
export { type HowlLike, type HowlLikeOptions, howlEngine, howlerEngine } from './engine';
export {
  createPlayer,
  isAudible,
  LIVE_STALL_MS,
  LIVE_START_MS,
  MAX_RATE,
  MIN_RATE,
  SLEEP_TIMER_MINUTES,
  soundFromEpisode,
} from './player';
export { parseShareParams, type ShareParams } from './share';
export type * from './types';
