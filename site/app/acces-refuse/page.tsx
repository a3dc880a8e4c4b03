import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';

export const metadata: Metadata = { title: 'Accès refusé', robots: { index: false, follow: false } };

/** The 403 screen as a page: it is a refusal, so it answers 403 (app/forbidden.tsx renders it). */
export default function AccessDeniedPage() {
  forbidden();
}
