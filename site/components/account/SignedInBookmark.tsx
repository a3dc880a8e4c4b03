'use client';

import { useState } from 'react';
import { favouritesStore, listenLaterStore, useAccountSets } from '@/components/account/state/stores';
import { BookmarkButton, type BookmarkKind, FACES } from './bookmark-face';
import type { ActionNote } from './Feedback';

type Sets = ReturnType<typeof useAccountSets>;
type Clients = NonNullable<Sets['clients']>;

/** How each set answers "is it in?" and changes (spec §4 "Favourites: list reloaded after adding;
 * on deleting, the entry is removed locally after the server call"). */
const SETS: Record<
  BookmarkKind,
  {
    has: (sets: Sets, id: number) => boolean;
    add: (c: Clients, userId: string, id: number) => Promise<unknown>;
    remove: (c: Clients, userId: string, id: number) => Promise<unknown>;
  }
> = {
  favourite: {
    has: (_sets, id) => !!favouritesStore.favouriteOf(id),
    add: (c, userId, id) => favouritesStore.add(c.content, userId, id),
    remove: async (c, userId, id) => {
      const favourite = favouritesStore.favouriteOf(id);
      if (favourite) await favouritesStore.remove(c.content, userId, favourite.id);
    },
  },
  listenLater: {
    has: (sets, id) => sets.later.ids.includes(id),
    add: (c, userId, id) => listenLaterStore.add(c.listenLater, userId, id),
    remove: (c, userId, id) => listenLaterStore.remove(c.listenLater, userId, id),
  },
};

/** The bookmark button of a signed-in listener, in step with the page-wide sets. */
export function SignedInBookmark({
  kind,
  id,
  title,
  onAskSignIn,
}: {
  kind: BookmarkKind;
  id: number;
  title: string;
  onAskSignIn: () => void;
}) {
  const sets = useAccountSets();
  const { auth, userId, clients } = sets;
  const set = SETS[kind];
  const face = FACES[kind];
  const on = set.has(sets, id);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<ActionNote>(null);

  async function toggle() {
    if (!userId || !clients) return onAskSignIn();
    setBusy(true);
    setNote(null);
    try {
      if (on) {
        await set.remove(clients, userId, id);
        setNote({ text: face.removed(title) });
      } else {
        await set.add(clients, userId, id);
        setNote({ text: face.added(title) });
      }
    } catch {
      setNote({ text: face.failed, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <BookmarkButton
        kind={kind}
        id={id}
        title={title}
        on={auth.status === 'signedIn' ? on : undefined}
        busy={busy}
        // Until the session is known a click could not tell a listener from a visitor.
        disabled={busy || auth.status === 'unknown'}
        onClick={() => void toggle()}
      />
      {/* A change the button shows is only read out; a failure is also on screen, beside it. */}
      <span className={note?.failed ? 'bookmark-failed' : 'visually-hidden'} role="status">
        {note?.text}
      </span>
    </>
  );
}
