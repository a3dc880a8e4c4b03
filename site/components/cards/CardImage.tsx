import type { Img } from '@/lib/types';

/** The intrinsic size named by the API's image style in the URL (`/media/images/304x171/…`). */
export function styleSize(url: string): { width: number; height: number } | null {
  const m = /\/(\d{2,4})x(\d{2,4})(?:_[a-z_]+)?\//.exec(url);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

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
      // Intrinsic size for the browser's layout before the image arrives (CSS keeps the ratio).
      {...(styleSize(image.url) ?? {})}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
