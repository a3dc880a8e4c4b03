import type { Metadata } from 'next';
import { AccessDenied } from '@/components/errors/AccessDenied';

export const metadata: Metadata = { title: 'Accès refusé', robots: { index: false, follow: false } };

/** The 403 screen as a page (routes that refuse access redirect here or render <AccessDenied/>). */
export default function AccessDeniedPage() {
  return <AccessDenied />;
}
