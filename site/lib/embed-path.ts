/** Paths rendered in the embed layout (no header, footer or player bar): /direct/{id} and /{name}/{slug}/embed. */
export function isEmbedPath(pathname: string): boolean {
  return /^\/direct(\/|$)/.test(pathname) || /^\/[^/]+\/[^/]+\/embed\/?$/.test(pathname);
}
