import { PlayControl } from './PlayControl';

/**
 * 'Écouter': a plain button the player SDK owns (`data-play-episode`, its door), like a partner's:
 * it plays the episode in the player bar (from `startAt` seconds when given), pauses it, and shows
 * how it stands. In a list marked `data-play-list`, the episodes after it follow it (« À suivre »).
 */
export function PlayButton({
  episodeId,
  title,
  show,
  label = 'Écouter',
  startAt,
}: {
  episodeId: string | number;
  title: string;
  /** Show title, shown in « À suivre » when this episode is queued. */
  show?: string | null;
  label?: string;
  startAt?: number;
}) {
  return (
    <PlayControl
      className="btn btn-play"
      icon="play"
      label={label}
      title={title}
      data={{
        'data-play-episode': String(episodeId),
        'data-play-title': title,
        ...(show ? { 'data-play-show': show } : {}),
        ...(startAt && startAt > 0 ? { 'data-play-start': String(Math.floor(startAt)) } : {}),
      }}
    />
  );
}
