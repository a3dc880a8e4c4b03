import type { Visual } from '@radio/core';
import { styled } from '@/lib/content/items';

/** A page's own picture under its title, in the 930x557 style, loaded first (it is often the page's LCP). */
export function PageVisual({ visual, caption }: { visual: Visual | null | undefined; caption?: string }) {
  if (!visual?.url) return null;
  return (
    <figure className="article-visual">
      {/* biome-ignore lint/performance/noImgElement: the API serves the 930x557 style already sized */}
      <img
        src={styled(visual.url, '930x557')}
        alt={visual.alt ?? ''}
        width={930}
        height={557}
        fetchPriority="high"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
