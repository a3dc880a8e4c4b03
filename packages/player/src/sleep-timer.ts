import type { StoreApi } from 'zustand/vanilla';
import type { PlayerState, SleepTimerSetting } from './types';

export const SLEEP_TIMER_MINUTES = [15, 30, 60] as const;

/** The sleep timer: pause after 15, 30 or 60 minutes, or at the end of the episode. */
export interface SleepTimer {
  set(setting: SleepTimerSetting | null): void;
  /** At the end of an episode: true (and the timer is spent) when the listener asked to stop there. */
  stopsAtEnd(): boolean;
  clear(): void;
}

export function createSleepTimer(store: StoreApi<PlayerState>, pause: () => void): SleepTimer {
  let timeout: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timeout !== null) clearTimeout(timeout);
    timeout = null;
  };
  const timer: SleepTimer = {
    set(setting) {
      clear();
      if (setting === null || setting === 'end-of-episode') {
        store.setState({ sleepTimer: { setting, endsAt: null } });
        return;
      }
      const ms = setting * 60_000;
      store.setState({ sleepTimer: { setting, endsAt: Date.now() + ms } });
      timeout = setTimeout(() => {
        timeout = null;
        store.setState({ sleepTimer: { setting: null, endsAt: null } });
        pause();
      }, ms);
    },
    stopsAtEnd() {
      if (store.getState().sleepTimer.setting !== 'end-of-episode') return false;
      timer.set(null);
      return true;
    },
    clear,
  };
  return timer;
}
