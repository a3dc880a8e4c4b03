/** Business constants of spec §9. Each cites its spec line. */

/** §9 "Counter increments after 30 s of play". */
export const COUNTER_THRESHOLD_S = 30;
