/** Share links carry `?episode=ID&t=SS`; a page reads them back to start the episode at `t`. */
export interface ShareParams {
  episodeId: string;
  /** Seconds; undefined when absent or invalid. */
  startAt?: number;
}

export function parseShareParams(search: string | URLSearchParams): ShareParams | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const episodeId = params.get('episode')?.trim();
  if (!episodeId) return null;
  const t = Number(params.get('t'));
  return Number.isFinite(t) && t > 0 ? { episodeId, startAt: Math.floor(t) } : { episodeId };
}

/** Link to this sound at this second: `{base}?episode=ID&t=SS` (base: the page). Null for live. */
export function shareUrlOf(
  sound: { id: string; live?: boolean } | null,
  position: number,
  base?: string,
): string | null {
  if (!sound || sound.live) return null;
  const href = base ?? (typeof location === 'undefined' ? undefined : location.href);
  if (!href) return null;
  const url = new URL(href);
  url.searchParams.set('episode', sound.id);
  url.searchParams.set('t', String(Math.floor(position)));
  url.hash = '';
  return url.toString();
}
