import type { Metadata } from 'next';
import { AccessDenied } from '@/components/errors/AccessDenied';

export const metadata: Metadata = { title: 'Accès refusé', robots: { index: false, follow: false } };

/** Spec §2 "403: title 'Accès refusé', text 'Accès non autorisé'", answered with status 403. */
export default function Forbidden() {
  return <AccessDenied />;
}
