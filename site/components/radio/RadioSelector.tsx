'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { RadioGroup } from '@/lib/content';

/** Header button showing the chosen radio; opens the region-select modal. */
export function RadioSelector({
  current,
  groups,
}: {
  current: { name: string; code: string };
  groups: RadioGroup[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="radio-selector">
      <button
        type="button"
        className="radio-current"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-radio-code={current.code}
      >
        <Icon name="radio" />
        <span className="visually-hidden">Radio choisie : </span>
        <span className="radio-name">{current.name}</span>
        <span className="radio-change">Changer</span>
      </button>
      {open ? <span hidden>{groups.length}</span> : null}
    </div>
  );
}
