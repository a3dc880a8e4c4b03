/**
 * The engine's parts no sound waits for, fetched on first need (extras-load.ts): the lock-screen
 * controls (once something plays), the sleep timer (when the listener sets one), the live
 * start-over (when the listener asks for it), the live's now-playing (once a live is loaded: the
 * sound does not wait for its title) and the signed-in listener's saved positions (from sign-in:
 * an anonymous listener, most of them, never needs them).
 */
export { createLiveInfo } from './live-info';
export { bindMediaSession, updateMediaSession } from './mediaSession';
export { createSleepTimer } from './sleep-timer';
export { createStartOver } from './start-over';
export { createListenTracker } from './tracker';
