'use client';

import { ErrorScreen } from '@/components/errors/ErrorScreen';
import './globals.css';

/** When the root layout itself fails: the same screen in a bare document. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr">
      <body>
        <main className="page">
          <ErrorScreen message={error.message} digest={error.digest} />
        </main>
      </body>
    </html>
  );
}
