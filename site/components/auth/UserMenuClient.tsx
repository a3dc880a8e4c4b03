'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import Link from '@/components/ui/SiteLink';
import { signOut, useAuth } from '@/lib/auth';

export function UserMenuClient() {
  const auth = useAuth();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  if (auth.status !== 'signedIn' || !auth.user) {
    return (
      <Link href="/mon-compte/signIn" className="header-action user-menu-signin">
        <span>Se connecter</span>
      </Link>
    );
  }

  const name = auth.user.attributes.given_name || auth.user.attributes.email;
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="header-action user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">Menu du compte de </span>
        {name}
      </button>
      <div id={menuId} className="user-menu-panel" hidden={!open}>
        <ul>
          <li>
            <Link href="/mon-compte/tableau-de-bord" onClick={() => setOpen(false)}>
              Mon compte
            </Link>
          </li>
          <li>
            <Link href="/mon-compte/ajouter-mes-coordonnees" onClick={() => setOpen(false)}>
              Mes coordonnées
            </Link>
          </li>
          <li>
            <Link href="/mon-compte/modifier-mon-mot-de-passe" onClick={() => setOpen(false)}>
              Modifier mon mot de passe
            </Link>
          </li>
          <li>
            <button
              type="button"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await signOut();
                  setOpen(false);
                  router.push('/');
                } finally {
                  setBusy(false);
                }
              }}
            >
              Se déconnecter
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
