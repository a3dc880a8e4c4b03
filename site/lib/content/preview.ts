/**
 * Preview of any content, published or not: never cached. The API answers only with the signed
 * link's own `expires` and `signature` (core's previewLink.ts), which the page checked first.
 */
import { isApiError } from '@radio/core';
import { contentApi } from '@/lib/api/server';

/** What the preview page shows of any type of content. */
export type PreviewNode = { type: string; title: string; body?: string; description?: string };

export const getPreview = (
  id: number,
  link: { expires: string; signature: string },
): Promise<PreviewNode | null> =>
  contentApi({ revalidate: 0 })
    .preview(id, link)
    .then((n) => ({
      type: n.type,
      title: n.title,
      ...('body' in n ? { body: n.body } : {}),
      ...('description' in n ? { description: n.description } : {}),
    }))
    .catch((e) => {
      if (isApiError(e) && (e.status === 404 || e.status === 400 || e.status === 403)) return null;
      throw e;
    });
