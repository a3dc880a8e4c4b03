import type { IconName } from './icons';

/** A decorative icon from the /_icons sprite; label it through its button or link, not here. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`/_icons#${name}`} />
    </svg>
  );
}
