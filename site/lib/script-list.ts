/**
 * The id of the JSON list of the scripts the page starts after its main image (`{ src, data-… }`
 * each): written by lib/deferred-scripts.ts, read by the first-sound loader (lib/first-sound.ts),
 * which must not carry the HTML rewriter.
 */
export const LIST_ID = 'deferred-scripts';
