'use client';

import type { SearchSuggestion } from '@radio/core';
import { useRouter } from 'next/navigation';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { searchSuggestions } from '@/lib/api/browser';
import { SEARCH_TYPE_LABEL } from '@/lib/content/items';
import { comboboxKey } from './combobox-keys';
import { resultHref, searchHref } from './kinds';

export type SuggestionsProps = {
  input: RefObject<HTMLInputElement | null>;
  /** The content API's base: its `search/suggest?q=` gives the suggestions. */
  contentApiUrl: string;
  listboxId: string;
  onOpenChange: (open: boolean) => void;
  onActiveChange: (optionId: string | undefined) => void;
};

/** Suggestions start at the second character, once typing pauses. */
export const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

type Option = { id: string; href: string; item: SearchSuggestion | null };

/**
 * The instant suggestions of the header's search box (ARIA combobox pattern, its keys in
 * combobox-keys.ts): Enter opens the chosen option (or, with none chosen, the full results).
 * The last option is always « Tous les résultats pour … ».
 */
export function Suggestions({
  input,
  contentApiUrl,
  listboxId,
  onOpenChange,
  onActiveChange,
}: SuggestionsProps) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options: Option[] = query
    ? [
        ...items.map((item, i) => ({ id: `${listboxId}-${i}`, href: resultHref(item.alias), item })),
        { id: `${listboxId}-tout`, href: searchHref(query), item: null },
      ]
    : [];
  const state = useRef({ options, active, open });
  state.current = { options, active, open };

  const activeId = active >= 0 ? options[active]?.id : undefined;
  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  useEffect(() => {
    onActiveChange(activeId);
    // On a phone the list can run past the screen: the chosen option stays in view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, onActiveChange]);

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const fetchFor = async (value: string) => {
      pending?.abort();
      const ctrl = new AbortController();
      pending = ctrl;
      try {
        const body = await searchSuggestions(contentApiUrl, value, ctrl.signal);
        if (ctrl.signal.aborted) return;
        setQuery(value);
        setItems(body.rows);
        setActive(-1);
        setOpen(document.activeElement === el);
      } catch {
        // Aborted by a newer keystroke, or the API is away: the form still searches.
        if (!ctrl.signal.aborted) close();
      }
    };
    const onInput = () => {
      clearTimeout(timer);
      const value = el.value.trim();
      if (value.length < MIN_CHARS) {
        pending?.abort();
        setQuery('');
        setItems([]);
        close();
        return;
      }
      timer = setTimeout(() => void fetchFor(value), DEBOUNCE_MS);
    };
    const go = (o: Option) => {
      close();
      router.push(o.href);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const { options: opts, active: at, open: isOpen } = state.current;
      const move = comboboxKey(e.key, { count: opts.length, active: at, open: isOpen });
      if (!move) return;
      // Escape keeps the text (a search field clears itself on Escape otherwise).
      e.preventDefault();
      if (move.kind === 'move') {
        setOpen(true);
        setActive(move.active);
      } else if (move.kind === 'choose') go(opts[move.index] as Option);
      else close();
    };
    // A click on an option keeps the focus (mousedown is prevented there), so a blur is leaving.
    const onBlur = () => close();
    el.addEventListener('input', onInput);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('blur', onBlur);
    // Text typed while this chunk was loading.
    if (el.value.trim().length >= MIN_CHARS) onInput();
    return () => {
      clearTimeout(timer);
      pending?.abort();
      el.removeEventListener('input', onInput);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('blur', onBlur);
    };
  }, [input, contentApiUrl, router]);

  return (
    <>
      <div id={listboxId} role="listbox" aria-label="Suggestions" className="suggestions" hidden={!open}>
        {options.map((o, i) => (
          <SuggestionOption
            key={o.id}
            option={o}
            query={query}
            selected={i === active}
            onChoose={() => {
              setOpen(false);
              router.push(o.href);
            }}
          />
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open ? `${items.length} suggestion${items.length > 1 ? 's' : ''}` : ''}
      </p>
    </>
  );
}

/** One option of the list: a result (its title, kind and show), or « Tous les résultats pour … ». */
function SuggestionOption({
  option: o,
  query,
  selected,
  onChoose,
}: {
  option: Option;
  query: string;
  selected: boolean;
  onChoose: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts on the combobox (aria-activedescendant)
    <div
      id={o.id}
      role="option"
      // Reached through the combobox's aria-activedescendant, never by Tab.
      tabIndex={-1}
      aria-selected={selected}
      className={o.item ? 'suggestion' : 'suggestion suggestion-all'}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
    >
      {o.item ? (
        <>
          <span className="suggestion-title">{o.item.title}</span>
          <span className="suggestion-kind">
            {SEARCH_TYPE_LABEL[o.item.type]}
            {o.item.show_title ? ` · ${o.item.show_title}` : ''}
          </span>
        </>
      ) : (
        <span className="suggestion-title">Tous les résultats pour « {query} »</span>
      )}
    </div>
  );
}
