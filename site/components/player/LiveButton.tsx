import { PlayControl } from './PlayControl';

/**
 * 'Écouter le direct' / 'Le direct': a plain button the player SDK owns (`data-play-live`, its door):
 * it plays the radio's live stream in the player bar, pauses it, and shows how it stands.
 */
export function LiveButton({
  radioCode,
  label = 'Le direct',
  className = 'btn btn-live',
  errorLabel,
  loadingLabel,
}: {
  radioCode: string;
  label?: string;
  className?: string;
  /** What it says when the live failed, instead of the SDK's « Son indisponible · Réessayer ». */
  errorLabel?: string;
  /** What it says while the live connects, instead of the SDK's « Chargement… ». */
  loadingLabel?: string;
}) {
  return (
    <PlayControl
      className={className}
      icon="live"
      label={label}
      data={{
        'data-play-live': radioCode,
        ...(errorLabel ? { 'data-play-error-label': errorLabel } : {}),
        ...(loadingLabel ? { 'data-play-loading-label': loadingLabel } : {}),
      }}
    />
  );
}
