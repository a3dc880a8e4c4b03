'use client';

import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { SuggestionsProps } from './Suggestions';

const LISTBOX_ID = 'header-suggestions';

/**
 * The header's search box: a plain GET form to /recherche. The instant suggestions (a combobox
 * with a listbox) are a separate chunk loaded on the first focus, so that a visitor who never
 * uses the box downloads none of it.
 */
export function HeaderSearch({ contentApiUrl }: { contentApiUrl: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [Box, setBox] = useState<ComponentType<SuggestionsProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | undefined>();
  const load = () => {
    if (Box) return;
    import('./Suggestions')
      .then((m) => setBox(() => m.Suggestions))
      // Without suggestions the box is still a working search form.
      .catch(() => {});
  };
  // A visitor on a slow link may focus the box and type before React is there: the focus event
  // went by unseen, so the suggestions are loaded now (they pick up the text already typed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    if (document.activeElement === input.current) load();
  }, []);
  return (
    <search className="header-search">
      <form action="/recherche" method="get">
        <label htmlFor="header-q" className="visually-hidden">
          Rechercher
        </label>
        <input
          ref={input}
          id="header-q"
          name="q"
          type="search"
          placeholder="Rechercher"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={Box ? LISTBOX_ID : undefined}
          aria-activedescendant={open ? active : undefined}
          onFocus={load}
        />
        <button type="submit" className="icon-btn" aria-label="Lancer la recherche">
          <Icon name="search" />
        </button>
        {Box ? (
          <Box
            input={input}
            contentApiUrl={contentApiUrl}
            listboxId={LISTBOX_ID}
            onOpenChange={setOpen}
            onActiveChange={setActive}
          />
        ) : null}
      </form>
    </search>
  );
}
