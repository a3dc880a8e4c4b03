import type { SoundData } from '@radio/core';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** Spoken French duration for screen readers: « 1 heure 2 minutes 5 secondes ». */
export function spokenDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts: string[] = [];
  if (h) parts.push(plural(h, 'heure', 'heures'));
  if (m) parts.push(plural(m, 'minute', 'minutes'));
  if (sec || parts.length === 0) parts.push(plural(sec, 'seconde', 'secondes'));
  return parts.join(' ');
}

/** aria-valuetext of the progress slider: « 1 minute 5 secondes sur 30 minutes ». */
export function progressText(position: number, duration: number): string {
  return duration > 0
    ? `${spokenDuration(position)} sur ${spokenDuration(duration)}`
    : spokenDuration(position);
}

/** « ×1,25 »: playback rates in French notation. */
export function rateLabel(rate: number): string {
  return `×${String(rate).replace('.', ',')}`;
}

/** Replaces the `{style_name}` placeholder of content images (spec §3) by a served style. */
export function imageUrl(url: string | null | undefined, style = '154x154'): string | null {
  if (!url) return null;
  return url.replace('{style_name}', style);
}

/** Paragraphs of CMS HTML (pop-in bodies), as plain text: rendered as text, never as markup. */
export function paragraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  // Block ends and line breaks separate paragraphs; the rest of the markup is dropped.
  const marked = html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n');
  const text =
    typeof DOMParser === 'undefined'
      ? marked.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** CMS HTML as one line of plain text. */
export function plainText(html: string | null | undefined): string {
  return paragraphs(html).join(' ');
}

/** A live stream: flagged `live`, or carrying the spec's live id `livestream-{radioCode}`. */
export function isLiveSound(sound: SoundData | null | undefined): boolean {
  return !!sound && (sound.live === true || String(sound.id).startsWith('livestream-'));
}

/** « 19:30 »: the hour of an instant on the radio's clock (the grid is Paris time). */
export const hour = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
