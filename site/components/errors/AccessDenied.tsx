'use client';

import { FORBIDDEN_TEXT, FORBIDDEN_TITLE } from '@radio/core';
import dynamic from 'next/dynamic';
import { Suspense, useEffect, useRef, useState } from 'react';
import { onSignedIn, useAuth } from '@/lib/auth';
import { TOKEN_KEY_PREFIX } from '@/lib/auth/config';
import { preloadAuth } from '@/lib/auth/store';

// The form (and aws-amplify behind it) loads when the visitor asks to sign in here.
const SignInFlow = dynamic(() => import('@/components/auth/SignInFlow').then((m) => m.SignInFlow), {
  ssr: false,
  loading: () => <p aria-busy="true">Chargement…</p>,
});

const reload = () => location.reload();

/**
 * Spec §2 "403: title 'Accès refusé', text 'Accès non autorisé'. If the user signs in while it is
 * shown, the page reloads." A sign-in in this tab (the form offered here, or any other form of the
 * page) is seen through the auth store; one in another tab through the storage event of the token
 * keys Amplify writes.
 */
export function AccessDenied() {
  const auth = useAuth();
  const [signingIn, setSigningIn] = useState(false);
  const formBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const off = onSignedIn(reload);
    const onStorage = (e: StorageEvent) => {
      if (e.key?.startsWith(TOKEN_KEY_PREFIX) && e.key.endsWith('.accessToken') && e.newValue) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  // Keyboard and screen-reader users land in the form once its code has loaded.
  useEffect(() => {
    const box = formBox.current;
    if (!signingIn || !box) return;
    const focusField = () => {
      const field = box.querySelector('input');
      if (!field) return false;
      field.focus();
      return true;
    };
    if (focusField()) return;
    const watch = new MutationObserver(() => {
      if (focusField()) watch.disconnect();
    });
    watch.observe(box, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [signingIn]);
  return (
    <div className="access-denied error-screen" data-error="403">
      <p className="error-code" aria-hidden="true">
        403
      </p>
      <h1>{FORBIDDEN_TITLE}</h1>
      <p>{FORBIDDEN_TEXT}</p>
      {auth.status === 'signedIn' ? null : signingIn ? (
        <div className="access-denied-signin" ref={formBox}>
          <Suspense fallback={<p aria-busy="true">Chargement…</p>}>
            <SignInFlow onSignedIn={reload} />
          </Suspense>
        </div>
      ) : (
        <p>
          <a
            href="/mon-compte/signIn"
            className="btn btn-primary"
            onMouseEnter={preloadAuth}
            onFocus={preloadAuth}
            onClick={(e) => {
              // Signing in here keeps the visitor on this page, which then reloads.
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              preloadAuth();
              setSigningIn(true);
            }}
          >
            Se connecter
          </a>
        </p>
      )}
    </div>
  );
}
