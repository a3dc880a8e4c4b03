import { getRadio } from '@/lib/content/radios';
import { PlayControl } from './PlayControl';

/**
 * 'Écouter le direct' / 'Le direct': a plain button the player SDK owns (`data-play-live`, its door):
 * it plays the radio's live stream in the player bar, pauses it, and shows how it stands. It carries
 * the stream's address (`data-play-src`) so that a press before the SDK has arrived sounds at once
 * (lib/first-sound.ts); a radio the API cannot tell now leaves it out and the SDK connects itself.
 */
export async function LiveButton({
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
  const src = (await getRadio(radioCode).catch(() => null))?.liveURL;
  return (
    <PlayControl
      className={className}
      icon="live"
      label={label}
      data={{
        'data-play-live': radioCode,
        ...(src ? { 'data-play-src': src } : {}),
        ...(errorLabel ? { 'data-play-error-label': errorLabel } : {}),
        ...(loadingLabel ? { 'data-play-loading-label': loadingLabel } : {}),
      }}
    />
  );
}
