export type { AnalyticsEvent } from './analytics';
export { isAudible, MESSAGES, playState } from './context';
export { type HowlLike, type HowlLikeOptions, howlEngine, howlerEngine } from './engine';
/** The engine's extras as a chunk: the SDK's one script loads them beside itself (sdk/src/extras-remote.ts). */
export type { EngineExtras } from './extras-load';
export { dropOffered, offerPlaying } from './handover';
export { LIVE_STALL_MS, LIVE_START_MS } from './live';
export { createPlayer } from './player';
export { parseShareParams, type ShareParams } from './share';
export { SLEEP_TIMER_MINUTES } from './sleep-timer';
export { soundFromEpisode } from './sound';
export { EMPTY_TRACK } from './state';
export { MAX_RATE, MIN_RATE } from './transport';
export type * from './types';
export type { PlayerApi } from './types';
export {
  moveInQueue,
  QUEUE_MAX,
  QUEUE_STORAGE_KEY,
  queueFrom,
  readQueue,
  takeNext,
} from './up-next';
