'use client';

import { useState } from 'react';

/**
 * Click-to-load video: a poster and a play button; the heavy third-party player (iframe) is
 * only created on click, with autoplay, so the page stays light until someone wants the video.
 */
export function VideoFacade({
  src,
  title,
  poster,
}: {
  src: string;
  title: string;
  poster?: string | undefined;
}) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    let url = src;
    try {
      const u = new URL(src, window.location.href);
      u.searchParams.set('autoplay', '1');
      url = u.toString();
    } catch {
      // An unparsable URL is used as given.
    }
    return (
      <iframe
        className="video-frame"
        src={url}
        title={`Vidéo : ${title}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        data-testid="video-player"
      />
    );
  }
  return (
    <button
      type="button"
      className="video-facade"
      style={poster ? { backgroundImage: `url("${poster}")` } : undefined}
      onClick={() => setPlaying(true)}
      aria-label={`Lire la vidéo : ${title}`}
    >
      <svg viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="34" fill="rgba(0,0,0,.6)" />
        <path d="M29 22l22 14-22 14z" fill="#fff" />
      </svg>
      <span>{title}</span>
    </button>
  );
}
