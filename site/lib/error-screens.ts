/**
 * The 404, 403 and 500 screens served whole from the server, readable without JavaScript. When a
 * page calls notFound(), forbidden() or throws, Next sends an empty « error shell »
 * (`<html id="__next_error__">`) that only the browser's script fills: error boundaries do not run
 * during server rendering. The site's server (server/main.ts) then renders the screen as a page of
 * its own, `/_ecran/{code}`, and answers it at the visitor's address with the original status.
 */

/** The header telling `/_ecran/{code}` which address was asked for. */
export const ERROR_PATH_HEADER = 'x-radio-error-path';
/** The header carrying a server error's digest, by which the screen shows its message outside production. */
export const ERROR_DIGEST_HEADER = 'x-radio-error-digest';

const SCREENS = new Set([403, 404, 500]);

/** Next's error shell for a 403, 404 or 500: the body the browser would have to draw alone. */
export function isErrorShell(status: number, html: string): boolean {
  return SCREENS.has(status) && /^<!DOCTYPE html><html[^>]*\sid="__next_error__"/i.test(html.slice(0, 200));
}

/** The path of the screen that replaces the shell. */
export const errorScreenPath = (status: number) => `/_ecran/${status}`;

/** The digest of the server error the shell carries in its flight data (JSON inside a script string). */
export function shellDigest(html: string): string | null {
  const m = /\\?"digest\\?"\s*:\s*\\?"(\d{1,20})\\?"/.exec(html);
  return m ? (m[1] as string) : null;
}

/** The asked address as the screen says it: a path, at most 300 characters, never a header injection. */
export const askedPath = (path: string) => path.replace(/[\r\n]/g, '').slice(0, 300) || '/';
