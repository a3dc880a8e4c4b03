'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Filters as one row of chips: on a phone the row scrolls sideways instead of wrapping onto
 * several lines above the results, and the current chip is brought into view when the page opens.
 */
export function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // The row is the chips' offset parent (position: relative), so offsetLeft is within it.
    row.scrollLeft = current.offsetLeft - row.clientWidth / 2 + current.offsetWidth / 2;
  }, []);
  return (
    <nav aria-label={label}>
      <ul ref={list} className="chips chips-row">
        {children}
      </ul>
    </nav>
  );
}
