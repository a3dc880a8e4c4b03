'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { RadioGroup } from '@/lib/content/radios';

// The modal's code loads on first open only: the header stays light.
const RegionSelectModal = dynamic(() => import('./RegionSelectModal').then((m) => m.RegionSelectModal), {
  ssr: false,
});

export type RadioSelectorProps = {
  current: { name: string; code: string };
  national: { name: string; code: string };
  groups: RadioGroup[];
  variant?: 'full' | 'lite';
  /** Visible label of the button (the radio's name by default). */
  label?: string;
  className?: string;
};

/** Button showing the chosen radio; opens the region-select modal. */
export function RadioSelector({
  current,
  national,
  groups,
  variant = 'full',
  label,
  className = 'radio-current',
}: RadioSelectorProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="radio-selector">
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-radio-code={current.code}
      >
        <Icon name="radio" />
        {label ? (
          <span>{label}</span>
        ) : (
          <>
            <span className="visually-hidden">Radio choisie : </span>
            <span className="radio-name">{current.name}</span>
            <span className="radio-change">Changer</span>
          </>
        )}
      </button>
      {open ? (
        <RegionSelectModal
          variant={variant}
          groups={groups}
          national={national}
          currentCode={current.code}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
