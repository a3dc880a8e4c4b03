'use client';

import { ErrorScreen } from '@/components/errors/ErrorScreen';

/*
 * Its own few rules, not globals.css: Next inlines the stylesheets of global-error into every page's
 * hydration data a second time (experimental.inlineCss, vercel/next.js#98110), 14 KB more HTML for
 * each page to parse on a phone before its live button answers (« sound at once »). This screen only
 * shows when the root layout itself failed; it needs the page's look, not the whole site's CSS.
 */
const LOOK = `
body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1b1b1f; }
a { color: #7a1f3d; }
.page { max-width: 1200px; margin: 0 auto; padding: 1rem; }
.error-screen { max-width: 40rem; margin: 2rem auto; text-align: center; }
.error-details { white-space: pre-wrap; text-align: left; background: #f5f3f4; padding: .75rem; border-radius: 8px; }
.btn-primary { display: inline-block; padding: .6rem 1.2rem; border-radius: 999px; background: #7a1f3d;
  color: #fff; font-weight: 600; text-decoration: none; }
`;

/** When the root layout itself fails: the same screen in a bare document. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr">
      <head>
        <style>{LOOK}</style>
      </head>
      <body>
        <main className="page">
          <ErrorScreen message={error.message} digest={error.digest} />
        </main>
      </body>
    </html>
  );
}
