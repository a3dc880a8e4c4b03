import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icons';

/**
 * A play control as the player SDK's door wants it (sdk/README.md, « Boutons de lecture »): a plain
 * button with its `data-play-*` attributes, never disabled (a press before the SDK is there is kept
 * by the early-tap catcher, lib/first-sound.ts, and played when it arrives). The SDK writes its state
 * back: `aria-pressed`, `aria-busy`, `data-play-state` and the text of `[data-play-label]`
 * (« Chargement… », « Son indisponible · Réessayer »); the icons follow those attributes in CSS.
 * React never owns those: the label's text may differ from the server's when it hydrates.
 */
export function PlayControl({
  className,
  icon,
  label,
  title,
  data,
}: {
  className: string;
  icon: IconName;
  label: string;
  /** What it plays, read after the label (an episode's title), for screen readers. */
  title?: string;
  data: Record<`data-${string}`, string>;
}) {
  return (
    <button type="button" className={`${className} play-control`} {...data}>
      <Icon name={icon} className="play-off" />
      <Icon name="pause" className="play-on" />
      <span data-play-label="" suppressHydrationWarning>
        {label}
      </span>
      {title ? <span className="visually-hidden"> : {title}</span> : null}
    </button>
  );
}
