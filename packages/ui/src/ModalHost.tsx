import type { ModalEntry } from '@radio/player';
import { type MouseEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { usePlayer, usePlayerState } from './context';
import { DEFAULT_DONATION_URL, type DonationTexts, DonationTextsView, onMainSite } from './DonationPopin';
import { Icon } from './Icon';

export interface ModalHostProps {
  /** Sign-in page of the host site (the max-listening modal links there). */
  signInUrl?: string;
  /** Sign-up page of the host site. */
  signUpUrl?: string;
  /** Donation page of the host site. */
  donationUrl?: string;
  /** The main site, against which the relative links of a roll's or the pop-in's content resolve. */
  siteUrl?: string;
  /** Kinds this host renders; other kinds belong to the site, which renders them itself. */
  kinds?: readonly string[];
}

export const SDK_MODAL_KINDS = ['roll', 'donation', 'max-listening', 'info'] as const;

interface Body {
  title: string;
  content: ReactNode;
}

function bodyOf(
  modal: ModalEntry,
  urls: Required<Omit<ModalHostProps, 'kinds' | 'siteUrl'>> & { siteUrl?: string | undefined },
  max: number,
): Body | null {
  const data = (modal.data ?? {}) as DonationTexts & {
    title?: string;
    text?: string;
    body?: string;
    link?: { title?: string; url?: string };
    reached?: boolean;
  };
  const free = max > 0 ? `vos ${max} écoutes gratuites` : 'vos écoutes gratuites';
  switch (modal.kind) {
    case 'max-listening':
      // Why it opened: the episode playing has just used the last free listen (it goes on), or a
      // play was refused.
      return {
        title: data.reached ? `Vous venez d'utiliser ${free}` : "Vous avez atteint la limite d'écoute",
        content: (
          <>
            <p className="text">
              {data.reached
                ? 'Cet épisode continue. Pour écouter les suivants, '
                : `Vous avez utilisé ${free} : cet épisode ne peut pas être lu sans compte. Pour écouter sans limite, `}
              connectez-vous ou créez un compte gratuit. Le direct reste accessible.
            </p>
            <p className="actions">
              <a className="cta" part="cta" href={urls.signInUrl}>
                Se connecter
              </a>
              <a className="secondary" part="link" href={urls.signUpUrl}>
                Créer un compte
              </a>
            </p>
          </>
        ),
      };
    case 'roll':
    case 'donation': {
      // 'roll': the roll's pop-in texts { desktop, mobile }; 'donation': the donnation_popin content.
      const body = data.body ?? null;
      return {
        title: data.title || 'Soutenez votre radio',
        content: (
          <>
            <DonationTextsView desktop={data.desktop ?? body} mobile={data.mobile ?? body} />
            <p className="actions">
              <a
                className="cta"
                part="cta"
                href={data.link?.url ? onMainSite(data.link.url, urls.siteUrl) : urls.donationUrl}
              >
                {data.link?.title || 'Je fais un don'}
              </a>
            </p>
          </>
        ),
      };
    }
    default:
      return data.title ? { title: data.title, content: <p className="text">{data.text ?? ''}</p> } : null;
  }
}

/** The focused element, looking into shadow roots (the players live in them). */
function deepActiveElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/**
 * Renders the visible modal of the page's one modal queue (spec §2: a new modal waits while
 * one is visible; closing one shows the next; outside click closes by default). A native
 * <dialog> opened with showModal() gives the focus trap, Escape and the inert page.
 */
export function ModalHost({
  signInUrl = '/mon-compte/signIn',
  signUpUrl = '/mon-compte/inscription',
  donationUrl = DEFAULT_DONATION_URL,
  siteUrl,
  kinds = SDK_MODAL_KINDS,
}: ModalHostProps) {
  const player = usePlayer();
  const visible = usePlayerState((s) => s.modals.visible);
  const max = usePlayerState((s) => s.counters.max);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const mine = visible && kinds.includes(visible.kind) ? visible : null;
  const body = mine ? bodyOf(mine, { signInUrl, signUpUrl, donationUrl, siteUrl }, max) : null;

  const openId = mine && body ? mine.id : null;
  // A roll's pop-in comes with a sound the listener just started: a card beside the page, never
  // a modal over it (no inert page, no focus moved), closed by its button, Escape or its roll's end.
  // So is the notice that the episode playing used the last free listen: the listener's next click
  // is meant for the player, not for a modal's backdrop.
  const card = mine?.kind === 'roll' || (mine?.data as { reached?: boolean } | undefined)?.reached === true;

  // The card never takes the focus; if the listener moved it into the card, it goes back where it
  // was when the card leaves (focus on nothing is lost for a keyboard user). A layout effect, so
  // the focus is back in the same task as the card's removal.
  useLayoutEffect(() => {
    if (openId === null || !card) return;
    const previous = deepActiveElement();
    return () => {
      if (deepActiveElement() === null && previous?.isConnected) previous.focus();
    };
  }, [openId, card]);

  useEffect(() => {
    const d = dialog.current;
    if (!d || openId === null || card) return;
    const previous = deepActiveElement();
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    return () => {
      if (d.open) d.close();
      // The dialog leaves the DOM on close, so the browser cannot give the focus back itself.
      if (previous?.isConnected) previous.focus();
    };
  }, [openId, card]);

  if (!mine || !body) return null;

  const close = () => player.closeModal(mine.id);
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    // A click on the ::backdrop targets the dialog itself (its content sits in .panel).
    if (e.target === e.currentTarget && mine.closeOnOutsideClick !== false) close();
  };

  const panel = (
    <div className="panel" part="panel">
      <h2 id={titleId} className="heading" part="title">
        {body.title}
      </h2>
      {body.content}
      <button type="button" className="icon close" part="button close" aria-label="Fermer" onClick={close}>
        <Icon name="close" />
      </button>
    </div>
  );

  if (card)
    return (
      <section
        className="popin-card"
        part="dialog popin-card"
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        data-kind={mine.kind}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      >
        {panel}
      </section>
    );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively (cancel event)
    <dialog
      ref={dialog}
      className="modal"
      part="dialog"
      aria-labelledby={titleId}
      data-kind={mine.kind}
      onClick={onClick}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      {panel}
    </dialog>
  );
}
