/**
 * The listener-service line (spec §2 "the listener-service line, weekdays 9h to 17h"): one number,
 * `LISTENER_SERVICE_PHONE` or this default, for every screen that shows it (footer, contact, error
 * screen, legal notice). The API's settings do not carry a copy of it.
 */
export const LISTENER_SERVICE_PHONE = '04 72 38 62 10';

/** The configured line, or the default. */
export const listenerServicePhone = (env: Record<string, string | undefined>): string =>
  env.LISTENER_SERVICE_PHONE?.trim() || LISTENER_SERVICE_PHONE;
