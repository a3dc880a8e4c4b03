/**
 * The engine's parts no sound waits for, fetched on first need (extras-load.ts): the lock-screen
 * controls (once something plays), the sleep timer (when the listener sets one) and the live
 * start-over (when the listener asks for it).
 */
export { bindMediaSession, updateMediaSession } from './mediaSession';
export { createSleepTimer } from './sleep-timer';
export { createStartOver } from './start-over';
