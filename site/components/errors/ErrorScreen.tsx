'use client';

import { ERROR_PAGE_TITLE, HOME_BUTTON_LABEL } from '@radio/core';
import { useEffect, useState } from 'react';

/**
 * Spec §2 "Any other error": title, help paragraph (contact form, listener-service line weekdays
 * 9h–17h), the error message (hidden on the production host), 'Retour à la page d'accueil'.
 * A plain <a> for the way home: after an error a full load is the safe way back.
 */
export function ErrorScreen({ message }: { message?: string }) {
  const [showDetails, setShowDetails] = useState(false);
  // The root layout writes the environment and the configured line on <html> (this screen is client-side).
  const [phone, setPhone] = useState('04 72 00 00 00');
  useEffect(() => {
    const d = document.documentElement.dataset;
    setShowDetails(d.env !== 'production');
    if (d.listenerPhone) setPhone(d.listenerPhone);
  }, []);
  return (
    <div className="error-screen" data-error="generic" role="alert">
      <h1>{ERROR_PAGE_TITLE}</h1>
      <p>
        Si le problème persiste, <a href="/contact">écrivez-nous via le formulaire de contact</a> ou appelez
        le service auditeurs au <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>, du lundi au vendredi
        de 9h à 17h.
      </p>
      {showDetails && message ? (
        <pre className="error-details" data-testid="error-message">
          {message}
        </pre>
      ) : null}
      <a href="/" className="btn btn-primary">
        {HOME_BUTTON_LABEL}
      </a>
    </div>
  );
}
