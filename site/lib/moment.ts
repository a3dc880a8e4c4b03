/** Seconds of a share or transcript link's `t` (`?episode=ID&t=SS`), when it is a positive whole number. */
export function sharedSecond(search: string): number | undefined {
  const t = new URLSearchParams(search).get('t');
  return t && /^\d{1,6}$/.test(t) && Number(t) > 0 ? Number(t) : undefined;
}
