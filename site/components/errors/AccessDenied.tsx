'use client';

import { useEffect } from 'react';

/**
 * Spec §2 "403: title 'Accès refusé', text 'Accès non autorisé'. If the user signs in while it is
 * shown, the page reloads." Sign-in is seen through Amplify's auth events (same tab) and through
 * the storage event of the token keys Amplify writes (another tab).
 */
export function AccessDenied() {
  useEffect(() => {
    let stop = () => {};
    let alive = true;
    import('aws-amplify/utils')
      .then(({ Hub }) => {
        if (!alive) return;
        stop = Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedIn') location.reload();
        });
      })
      .catch(() => {});
    const onStorage = (e: StorageEvent) => {
      if (e.key && /CognitoIdentityServiceProvider\..*\.accessToken$/.test(e.key) && e.newValue)
        location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      alive = false;
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return (
    <div className="access-denied error-screen" data-error="403">
      <p className="error-code" aria-hidden="true">
        403
      </p>
      <h1>Accès refusé</h1>
      <p>Accès non autorisé</p>
      <p>
        <a href="/mon-compte/signIn" className="btn btn-primary">
          Se connecter
        </a>
      </p>
    </div>
  );
}
