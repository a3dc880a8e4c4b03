'use client';

import { ERROR_PAGE_TITLE, HOME_BUTTON_LABEL } from '@radio/core';
import { useEffect, useState } from 'react';
import { UNAVAILABLE_DIGEST, UNAVAILABLE_MESSAGE } from '@/lib/content/availability';

/** React's and Next's stand-ins for a message they hid: never shown to anyone. */
const REDACTED = /Minified React error|Server Components render|omitted in production/i;

/** The message worth showing outside production: the server's own (by digest), else the client's. */
async function realMessage(message: string | undefined, digest: string | undefined): Promise<string | null> {
  if (digest) {
    try {
      const r = await fetch(`/_erreurs/${encodeURIComponent(digest)}`, { cache: 'no-store' });
      if (r.ok) return ((await r.json()) as { message: string }).message;
    } catch {
      // The details are a help for the team; the screen stands without them.
    }
  }
  return message && !REDACTED.test(message) ? message : null;
}

/**
 * Spec §2 "Any other error": title, help paragraph (contact form, listener-service line weekdays
 * 9h–17h), the error message (hidden on the production host, never React's minified text), 'Retour à
 * la page d'accueil'. When the content service failed, the failure pages rule's sentence instead.
 * A plain <a> for the way home: after an error a full load is the safe way back.
 */
export function ErrorScreen({ message, digest }: { message?: string; digest?: string | undefined }) {
  const [details, setDetails] = useState<string | null>(null);
  // The root layout writes the environment and the configured line on <html> (this screen is client-side).
  const [phone, setPhone] = useState<string | null>(null);
  const unavailable = digest === UNAVAILABLE_DIGEST;
  useEffect(() => {
    const d = document.documentElement.dataset;
    if (d.listenerPhone) setPhone(d.listenerPhone);
    if (d.env === 'production') return;
    let live = true;
    realMessage(message, digest).then((m) => {
      if (live) setDetails(m);
    });
    return () => {
      live = false;
    };
  }, [message, digest]);
  return (
    <div className="error-screen" data-error={unavailable ? 'unavailable' : 'generic'} role="alert">
      <h1>{unavailable ? 'Service momentanément indisponible' : ERROR_PAGE_TITLE}</h1>
      {unavailable ? <p>{UNAVAILABLE_MESSAGE}.</p> : null}
      <p>
        Si le problème persiste, <a href="/contact">écrivez-nous via le formulaire de contact</a>
        {phone ? (
          <>
            {' '}
            ou appelez le service auditeurs au <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>, du
            lundi au vendredi de 9h à 17h
          </>
        ) : null}
        .
      </p>
      {details ? (
        <pre className="error-details" data-testid="error-message">
          {details}
        </pre>
      ) : null}
      <a href="/" className="btn btn-primary">
        {HOME_BUTTON_LABEL}
      </a>
    </div>
  );
}
