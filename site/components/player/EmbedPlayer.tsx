'use client';

import { useEffect, useState } from 'react';

/**
 * The embeddable player of `/{name}/{slug}/embed`, rendered on the client only (spec §2 "not
 * rendered on the server"): the element appears after hydration.
 */
export function EmbedPlayer({
  showId,
  episodeId,
  title,
}: {
  showId?: string;
  episodeId?: string;
  title: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <section className="embed-player" aria-label={`Lecteur : ${title}`}>
      {mounted ? (
        <radio-player
          variant="inline"
          {...(episodeId ? { episode: episodeId } : {})}
          {...(showId ? { show: showId } : {})}
        />
      ) : (
        <p className="embed-loading">Chargement du lecteur…</p>
      )}
    </section>
  );
}
