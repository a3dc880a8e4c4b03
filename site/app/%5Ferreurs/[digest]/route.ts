import { siteConfig } from '@/lib/config';
import { errorMessage } from '@/lib/error-details';

export const dynamic = 'force-dynamic';

/** `/_erreurs/{digest}`: a server error's message for the error screen, outside production only. */
export async function GET(_req: Request, { params }: { params: Promise<{ digest: string }> }) {
  const { digest } = await params;
  const message = siteConfig().production ? undefined : errorMessage(digest);
  if (!message) return Response.json({ status: 404, message: 'Erreur inconnue' }, { status: 404 });
  return Response.json({ message }, { headers: { 'cache-control': 'no-store' } });
}
