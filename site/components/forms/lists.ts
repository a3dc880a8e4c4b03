import type { LabelMap } from '@radio/core';

/** Spec §3 "Newsletter lists: id to label with the prefix 'Newsletter ' removed, sorted". */
export function newsletterOptions(map: LabelMap): { id: string; label: string }[] {
  return Object.entries(map)
    .map(([id, label]) => ({ id, label: label.replace(/^Newsletter /, '') }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
