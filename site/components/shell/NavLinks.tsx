'use client';

import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import Link from '@/components/ui/SiteLink';
import type { NavItem } from '@/lib/site-info';
import { navTier } from './nav-tiers';

type Move = 'first' | 'last' | 1 | -1;

function isCurrent(path: string, href: string) {
  return path === href || path.startsWith(`${href}/`);
}

/** One section, in the bar or in « Plus »: its tier says at which width it is shown where. */
function NavItemLink({ item, index, path }: { item: NavItem; index: number; path: string }) {
  return (
    <li className={`nav-item tier-${navTier(index)}`}>
      <Link href={item.href} aria-current={isCurrent(path, item.href) ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

/** The links of the « Plus » list a visitor can see at this width (the others sit in the bar). */
function visibleLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  if (!list) return [];
  return [...list.querySelectorAll<HTMLAnchorElement>('a')].filter((a) => a.getClientRects().length > 0);
}

/**
 * The header's section navigation: as many sections as the width holds stay in the bar, the rest
 * sit in a « Plus » disclosure (no sideways strip that hides sections).
 * Which section is in the bar at which width is CSS only (nav-tiers.ts), so the server's HTML is
 * right before any script runs. The disclosure follows the WAI-ARIA disclosure pattern: a button
 * with aria-expanded; Escape closes it and gives focus back to the button; arrow keys, Home and
 * End move between its links; Tab leaves it naturally and closes it.
 */
export function NavLinks({ items }: { items: NavItem[] }) {
  const path = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const wrap = useRef<HTMLLIElement>(null);
  const listId = useId();
  // The link to focus once a menu opened from the keyboard is on screen.
  const pending = useRef<Move | null>(null);

  // A followed link (client-side navigation) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => setOpen(false), [path]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (open && pending.current !== null) focusLink(pending.current);
    pending.current = null;
  });

  function focusLink(which: Move) {
    const links = visibleLinks(list.current);
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      which === 'first'
        ? 0
        : which === 'last'
          ? links.length - 1
          : (at + which + links.length) % links.length;
    links[next]?.focus();
  }

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const moves: Record<string, Move> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const move = moves[e.key];
    if (move === undefined) return;
    e.preventDefault();
    // From the button, ArrowDown opens on the first link and ArrowUp on the last.
    const fromButton = e.target === button.current;
    const target = fromButton ? (move === -1 ? 'last' : move === 1 ? 'first' : move) : move;
    if (open) focusLink(target);
    else {
      pending.current = target;
      setOpen(true);
    }
  };

  const plusCurrent = items.some((n) => isCurrent(path, n.href));

  return (
    <ul className="nav-bar">
      {items.map((n, i) => (
        <NavItemLink key={n.href} item={n} index={i} path={path} />
      ))}
      <li
        ref={wrap}
        className="nav-more"
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (open && !wrap.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          ref={button}
          type="button"
          className="nav-more-button"
          aria-expanded={open}
          aria-controls={listId}
          data-current-inside={plusCurrent || undefined}
          onClick={() => setOpen(!open)}
        >
          Plus
          <Icon name="chevron" size={16} className="nav-more-chevron" />
        </button>
        <ul ref={list} id={listId} className="nav-plus" hidden={!open}>
          {items.map((n, i) => (
            <NavItemLink key={n.href} item={n} index={i} path={path} />
          ))}
        </ul>
      </li>
    </ul>
  );
}
