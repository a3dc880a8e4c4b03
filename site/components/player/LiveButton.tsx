'use client';

import { Icon } from '@/components/layout/Icon';
import { usePlayToggle } from './play-toggle';

/** 'Écouter le direct' / 'Le direct': plays the radio's live stream in the player bar, or pauses it when it plays. */
export function LiveButton({
  radioCode,
  label = 'Le direct',
  className = 'btn btn-live',
}: {
  radioCode: string;
  label?: string;
  className?: string;
}) {
  // Pressed while this radio's live is audible: the next press pauses it.
  const { on, failed, press, control } = usePlayToggle({ radioCode });
  return (
    <button
      type="button"
      className={className}
      data-play-live={radioCode}
      {...control}
      onClick={() => press({ radioCode })}
    >
      <Icon name={on ? 'pause' : 'live'} />
      <span>{failed ? 'Lecteur indisponible' : label}</span>
    </button>
  );
}
