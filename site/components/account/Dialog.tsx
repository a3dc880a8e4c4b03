'use client';

import './bookmarks.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { enterModalQueue } from '@/components/player/modals';

/**
 * A modal of the account feature on the native <dialog> (focus kept inside, Escape closes), in
 * the page's one modal queue (spec §2 "a new modal waits when one is visible"; "Closing on
 * outside click is on by default").
 */
export function Dialog({
  open,
  kind,
  title,
  onClose,
  children,
  closeOnOutsideClick = true,
}: {
  open: boolean;
  kind: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeOnOutsideClick?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const dialog = ref.current;
    const release = enterModalQueue(`account-${kind}-${id}`, kind, () => {
      if (dialog && !dialog.open) dialog.showModal();
    });
    const onNativeClose = () => onCloseRef.current();
    dialog?.addEventListener('close', onNativeClose);
    return () => {
      dialog?.removeEventListener('close', onNativeClose);
      if (dialog?.open) dialog.close();
      release();
    };
  }, [open, kind, id]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the native dialog; the click is the outside-click rule.
    <dialog
      ref={ref}
      className="account-dialog"
      aria-labelledby={titleId}
      onClick={(e) => {
        // A click on the backdrop targets the dialog element itself.
        if (closeOnOutsideClick && e.target === e.currentTarget) ref.current?.close();
      }}
    >
      <div className="account-dialog-body">
        <div className="account-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="account-dialog-close" onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Fermer</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
