'use client';

import { useEffect, useRef, useState } from 'react';
import { FACADE_PRESSED } from '@/lib/script-list';

/**
 * Click-to-load video: a poster and a play button; the heavy third-party player (iframe) is
 * only created on click, with autoplay, so the page stays light until someone wants the video.
 * A press before this component is wired is kept by the early-tap catcher (lib/first-sound.ts,
 * inline from first paint: `data-pressed`); the video opens as soon as the component runs, and the
 * page's earlier click lets it play (the frame is allowed autoplay).
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
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const b = button.current;
    if (!b) return;
    if (b.hasAttribute(FACADE_PRESSED)) setPlaying(true);
    // From now on a press is this component's (the catcher leaves a wired facade alone).
    else b.setAttribute('data-ready', '');
  }, []);
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
      ref={button}
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
