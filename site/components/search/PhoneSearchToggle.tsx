'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';

/**
 * Phones: the header's search box (the same combobox and suggestions as on a desktop) sits folded
 * under this button, which unfolds it on a row of its own and puts the cursor in it.
 */
export function PhoneSearchToggle() {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className="icon-btn header-search-link"
      aria-label="Rechercher"
      aria-expanded={open}
      aria-controls="header-q"
      onClick={(e) => {
        const next = !open;
        setOpen(next);
        e.currentTarget.closest('.site-header')?.toggleAttribute('data-search-open', next);
        if (next) requestAnimationFrame(() => document.getElementById('header-q')?.focus());
      }}
    >
      <Icon name={open ? 'close' : 'search'} />
    </button>
  );
}
