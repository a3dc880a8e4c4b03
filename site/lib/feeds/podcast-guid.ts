import { createHash } from 'node:crypto';

/** The namespace UUID that Podcasting 2.0 fixes for `podcast:guid` (podcastindex.org namespace spec). */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/**
 * `podcast:guid`: a UUIDv5 of the feed URL with its scheme and trailing slashes removed, so that the
 * show keeps the same identity whatever http/https form a directory saw first.
 */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  return uuidV5(name, PODCAST_GUID_NAMESPACE);
}

/** RFC 4122 §4.3 name-based UUID with SHA-1. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (ns.length !== 16) throw new Error(`UUID d'espace de noms invalide : ${namespace}`);
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
