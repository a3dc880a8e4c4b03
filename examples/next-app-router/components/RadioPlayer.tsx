'use client';

// The SDK's types only (elements in JSX, HTMLElementTagNameMap); its code comes from the API.
import type {} from '@radio/sdk';
import Script from 'next/script';
import { useEffect, useRef } from 'react';

// À CHANGER : l'API de « npm start » ; la vôtre ici (ou NEXT_PUBLIC_RADIO_API), et dans package.json
// l'adresse du paquet du SDK.
const API = process.env.NEXT_PUBLIC_RADIO_API ?? 'http://127.0.0.1:4000';

/**
 * The SDK's custom elements only exist in the browser: this client component loads the one
 * script from the API (never bundled into the server build) and renders the elements, which
 * upgrade once it runs. Events are forwarded to React props.
 */
export function RadioPlayer({ episode, onPlay }: { episode: string; onPlay?: (detail: unknown) => void }) {
  const ref = useRef<HTMLElementTagNameMap['radio-player']>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !onPlay) return;
    const handler = (e: CustomEvent) => onPlay(e.detail);
    el.addEventListener('radio-play', handler);
    return () => el.removeEventListener('radio-play', handler);
  }, [onPlay]);

  return (
    <>
      <Script src={`${API}/sdk/radio-sdk.js`} strategy="afterInteractive" />
      <radio-player ref={ref} episode={episode} variant="inline" />
    </>
  );
}

export function RadioDirect({ radio }: { radio: string }) {
  return (
    <>
      <Script src={`${API}/sdk/radio-sdk.js`} strategy="afterInteractive" />
      <radio-direct radio={radio} />
    </>
  );
}
