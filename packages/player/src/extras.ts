/**
 * The engine's parts no sound waits for, fetched on first need (extras-load.ts): the lock-screen
 * controls (once something plays), the sleep timer (when the listener sets one), the live
 * start-over (when the listener asks for it) and the live's now-playing (once a live is loaded: the
 * sound does not wait for its title).
 */
export { createLiveInfo } from './live-info';
export { bindMediaSession, updateMediaSession } from './mediaSession';
export { createSleepTimer } from './sleep-timer';
export { createStartOver } from './start-over';
