import { Icon, type IconName } from './Icon';

/** An episode's or a live's image, or an icon in its place; `kind` is its class and part name. */
export function Artwork({
  src,
  alt,
  kind = 'artwork',
  fallback,
}: {
  src: string | null;
  alt: string | undefined;
  kind?: 'artwork' | 'visual';
  fallback: IconName;
}) {
  return src ? (
    <img className={kind} part={kind} src={src} alt={alt ?? ''} />
  ) : (
    <span className={`${kind} placeholder`} part={kind} aria-hidden="true">
      <Icon name={fallback} />
    </span>
  );
}
