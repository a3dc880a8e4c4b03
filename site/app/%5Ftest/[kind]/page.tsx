import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/config';

// Outside production only: lets the browser tests reach the generic error screen on purpose.
export default async function TestPage({ params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (siteConfig().production || kind !== 'erreur') notFound();
  throw new Error("Erreur provoquée pour vérifier l'écran d'erreur");
}
