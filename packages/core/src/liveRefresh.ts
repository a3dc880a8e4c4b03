/** Live refresh delay and network retry schedule (spec §4 Player "Live", §9). */
import {
  LIVE_REFRESH_MARGIN_MS,
  LIVE_REFRESH_MAX_MS,
  LIVE_REFRESH_NEGATIVE_MS,
  RETRY_DELAYS_MS,
  RETRY_MAX_ERRORS,
} from './constants';

/**
 * §9 "Live refresh: 30 s if time left is negative; time left plus 5 s if under 2 min; otherwise 2 min."
 * `timeLeftS` is the time left of the current programme in seconds; unknown counts as "otherwise".
 */
export function liveRefreshDelay(timeLeftS: number | null | undefined): number {
  if (timeLeftS === null || timeLeftS === undefined || Number.isNaN(timeLeftS)) return LIVE_REFRESH_MAX_MS;
  if (timeLeftS < 0) return LIVE_REFRESH_NEGATIVE_MS;
  if (timeLeftS * 1000 < LIVE_REFRESH_MAX_MS) return Math.round(timeLeftS * 1000) + LIVE_REFRESH_MARGIN_MS;
  return LIVE_REFRESH_MAX_MS;
}

/** Seconds until `enddate` (ISO 8601) from `now`; null when the date is missing or invalid. */
export function liveTimeLeft(enddate: string | null | undefined, now: Date = new Date()): number | null {
  if (!enddate) return null;
  const end = Date.parse(enddate);
  return Number.isNaN(end) ? null : (end - now.getTime()) / 1000;
}

/** Seconds since `date` (ISO 8601) from `now`; 0 when missing or invalid. */
export function liveTimePassed(date: string | null | undefined, now: Date = new Date()): number {
  const start = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(start) ? 0 : Math.max(0, (now.getTime() - start) / 1000);
}

export type RetryDecision = { action: 'retry'; delayMs: number } | { action: 'reset' };

/**
 * §4 "On network errors retry after 500 ms (first 3 errors), 1000 ms (up to 6), 2000 ms (up to 9),
 * 5000 ms afterwards; after more than 10 errors the counter resets and the player unloads."
 * `errorCount` is the number of consecutive errors including this one (1-based).
 */
export function retryDecision(errorCount: number): RetryDecision {
  if (errorCount > RETRY_MAX_ERRORS) return { action: 'reset' };
  return { action: 'retry', delayMs: retryDelay(errorCount) };
}

export function retryDelay(errorCount: number): number {
  const [d500, d1000, d2000, d5000] = RETRY_DELAYS_MS;
  if (errorCount <= 3) return d500;
  if (errorCount <= 6) return d1000;
  if (errorCount <= 9) return d2000;
  return d5000;
}
