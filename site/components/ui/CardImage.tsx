import type { Img } from '@/lib/types';

/** A card visual with fixed ratio (no layout shift); lazy unless `priority`. */
export function CardImage({
  image,
  priority = false,
  ratio = '16/9',
}: {
  image?: Img;
  priority?: boolean;
  ratio?: string;
}) {
  if (!image?.url)
    return <div className="card-img card-img-none" style={{ aspectRatio: ratio }} aria-hidden="true" />;
  return (
    // biome-ignore lint/performance/noImgElement: images come already sized by the API's image styles
    <img
      className="card-img"
      src={image.url}
      alt={image.alt}
      style={{ aspectRatio: ratio }}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
