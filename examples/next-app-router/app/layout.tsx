import type { ReactNode } from 'react';

export const metadata = { title: 'Next.js App Router — radio' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
