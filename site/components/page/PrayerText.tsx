import type { Prayer } from '@radio/core';
import { sanitizeArticleHtml } from '@/lib/sanitize';

/** A prayer's text to pray and, when there is one, its recording (the list of /prieres and its own page). */
export function PrayerText({ prayer: p }: { prayer: Pick<Prayer, 'title' | 'body' | 'audio_file'> }) {
  return (
    <>
      <div
        className="article-body prayer-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (lib/sanitize)
        dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(p.body) }}
      />
      {p.audio_file ? (
        // biome-ignore lint/a11y/useMediaCaption: a spoken prayer whose text is just above
        <audio controls preload="none" src={p.audio_file} aria-label={`Écouter : ${p.title}`} />
      ) : null}
    </>
  );
}
