/**
 * Which header sections stay in the bar at which width (the rest go to « Plus »): tier 0 at every
 * width from 320 px, tier 1 from 48rem (768 px), tier 2 from 64rem (1024 px), tier 3 from 80rem
 * (1280 px), tier 4 only in « Plus ». The CSS of .nav-bar / .nav-plus in globals.css reads the
 * same tiers; site/e2e/header.spec.ts checks that nothing overflows at 1366, 1024, 768 and 390 px.
 */
export const TIER_ENDS = [2, 4, 6, 7] as const;

export function navTier(index: number): number {
  const tier = TIER_ENDS.findIndex((end) => index < end);
  return tier === -1 ? TIER_ENDS.length : tier;
}
