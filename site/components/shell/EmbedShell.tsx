import type { ReactNode } from 'react';

/** The embed layout's frame (no header/footer; SiteChrome drops them on embed paths). */
export function EmbedShell({ children }: { children: ReactNode }) {
  return <div className="embed-shell">{children}</div>;
}
