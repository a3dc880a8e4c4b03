/** Preview of any content, published or not: never cached. */
import { isApiError } from '@radio/core';
import { contentApi } from './client';

/** What the preview page shows of any type of content. */
export type PreviewNode = { type: string; title: string; body?: string; description?: string };

export const getPreview = (id: number): Promise<PreviewNode | null> =>
  // The API's preview route: unpublished content too (`/api/node` leaves it out).
  contentApi({ revalidate: 0 })
    .preview(id)
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
