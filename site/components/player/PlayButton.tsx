'use client';

import { Icon } from '@/components/layout/Icon';
import { usePlayToggle } from './play-toggle';
import { listAround } from './sdk';

/**
 * 'Écouter': plays the episode in the player bar (through RadioSDK, like a partner page), or pauses
 * it when it plays; in a list, hands the player the list's order.
 */
export function PlayButton({
  episodeId,
  title,
  show,
  label = 'Écouter',
}: {
  episodeId: string;
  title: string;
  /** Show title, shown in « À suivre » when this episode is queued. */
  show?: string | null;
  label?: string;
}) {
  const { on, failed, press, control } = usePlayToggle({ episodeId });
  return (
    <button
      type="button"
      className="btn btn-play"
      aria-label={`${label} : ${title}`}
      data-play-episode={episodeId}
      data-title={title}
      data-show={show ?? undefined}
      {...control}
      // In a list (show page, top podcasts), the episodes after this one follow it (« À suivre »).
      onClick={(e) => press({ episodeId, ...listAround(e.currentTarget) })}
    >
      <Icon name={on ? 'pause' : 'play'} />
      <span>{failed ? 'Lecteur indisponible' : label}</span>
    </button>
  );
}
