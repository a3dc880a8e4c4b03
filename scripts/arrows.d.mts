// The types of ./arrows.mjs, for the site's test of the check (site/lib/api/door.test.ts).
export const API_DOOR: string;
export const NOT_THE_API: Map<string, string>;
export const KNOWN_CIRCLES: Map<string, string>;
export function underDoor(file: string): boolean;
export function arrowOffences(root: string, files: string[], read: (file: string) => string | null): string[];
export function apiGlue(
  files: string[],
  read: (file: string) => string | null,
): { file: string; clients: number[]; fetches: number[] }[];
