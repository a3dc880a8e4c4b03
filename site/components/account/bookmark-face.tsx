'use client';

import { Icon } from '@/components/ui/Icon';
import { BookmarkIcon } from './BookmarkIcon';

/** What a listener can bookmark: a show (favourites) or an episode (listen later). */
export type BookmarkKind = 'favourite' | 'listenLater';

type Face = {
  /** The sign-in dialog's title and text for an anonymous visitor. */
  dialogTitle: string;
  invite: (title: string) => string;
  /** Announced (role=status) after a signed-in listener's change, or when it failed. */
  added: (title: string) => string;
  removed: (title: string) => string;
  failed: string;
};

export const FACES: Record<BookmarkKind, Face> = {
  favourite: {
    dialogTitle: 'Ajouter à mes favoris',
    invite: (t) => `Connectez-vous pour retrouver « ${t} » dans vos émissions favorites.`,
    added: (t) => `« ${t} » a été ajoutée à vos favoris.`,
    removed: (t) => `« ${t} » a été retirée de vos favoris.`,
    failed: "Vos favoris n'ont pas pu être modifiés. Veuillez réessayer.",
  },
  listenLater: {
    dialogTitle: 'À écouter plus tard',
    invite: (t) => `Connectez-vous pour garder « ${t} » dans votre liste À écouter plus tard.`,
    added: (t) => `« ${t} » a été ajouté à votre liste À écouter plus tard.`,
    removed: (t) => `« ${t} » a été retiré de votre liste À écouter plus tard.`,
    failed: "Votre liste n'a pas pu être modifiée. Veuillez réessayer.",
  },
};

export type BookmarkButtonProps = {
  kind: BookmarkKind;
  id: number;
  title: string;
  /** In the listener's set; undefined while it is not known (anonymous visitor, loading). */
  on?: boolean;
  busy?: boolean;
  disabled: boolean;
  onClick?: () => void;
};

/**
 * The one bookmark button, before and after the listener's sets are known: a labelled button with
 * a heart for a show, an icon button named after the episode for listen later.
 */
export function BookmarkButton({ kind, id, title, on, busy, disabled, onClick }: BookmarkButtonProps) {
  const isOn = on === true;
  const common = {
    type: 'button' as const,
    'aria-pressed': on,
    'aria-busy': busy || undefined,
    disabled,
    onClick,
  };
  if (kind === 'favourite') {
    return (
      <button
        {...common}
        className={`btn btn-secondary account-bookmark${isOn ? ' is-on' : ''}`}
        data-favourite-show={id}
      >
        <Icon name="heart" />
        <span>{isOn ? 'Dans mes favoris' : 'Ajouter à mes favoris'}</span>
      </button>
    );
  }
  const label = isOn ? 'Retirer de ma liste À écouter plus tard' : 'À écouter plus tard';
  return (
    <button
      {...common}
      className={`btn btn-icon account-listen-later${isOn ? ' is-on' : ''}`}
      aria-label={`${label} : ${title}`}
      title={label}
      data-listen-later={id}
    >
      <BookmarkIcon filled={isOn} />
    </button>
  );
}
