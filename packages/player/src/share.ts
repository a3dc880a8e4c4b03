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
