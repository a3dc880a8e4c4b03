import { useEffect, useState } from 'react';
import { emit } from './events';

/** What an element could not find: the id it was given, its kind and why (`radio-error`'s detail). */
export interface RadioErrorDetail {
  id: string;
  kind: 'episode' | 'show' | 'radio';
  /** `not-found`: the API knows no such id (404), or refused it as malformed (400). */
  code: 'not-found';
  /** The French message the element shows. */
  message: string;
}

const LABELS: Record<RadioErrorDetail['kind'], string> = {
  episode: 'Épisode introuvable',
  show: 'Émission introuvable',
  radio: 'Radio introuvable',
};

/** Whether a failed lookup means the id is unknown (a 404, or a 400 for a malformed id), not a network failure. */
export const isUnknownId = (e: unknown): boolean => {
  const status = (e as { status?: number } | null)?.status;
  return status === 404 || status === 400;
};

/**
 * A bad id said three ways (a partner's page must never fail silently): the element's visible
 * French message, one console line naming the id, and `radio-error` on the element, which
 * bubbles to the document where `RadioSDK.on('error')` hears it.
 */
export function useBadId(
  host: HTMLElement,
  kind: RadioErrorDetail['kind'],
  id: string | null,
): RadioErrorDetail | null {
  const [detail, setDetail] = useState<RadioErrorDetail | null>(null);
  useEffect(() => {
    if (!id) return setDetail(null);
    const d: RadioErrorDetail = { id, kind, code: 'not-found', message: `${LABELS[kind]} : « ${id} »` };
    console.error(`RadioSDK <${host.localName}> : ${d.message}`);
    emit(host, 'radio-error', d);
    setDetail(d);
  }, [host, kind, id]);
  return detail;
}

/** The visible message in place of the player. */
export function BadIdNote({ detail }: { detail: RadioErrorDetail }) {
  return (
    <p
      part="error"
      role="alert"
      style={{ margin: 0, padding: '.75em 1em', border: '1px solid', borderRadius: '8px', color: '#b42318' }}
    >
      {detail.message}
    </p>
  );
}
