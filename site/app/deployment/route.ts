import { buildId } from '@/lib/build';

// Asked by the client's deployment watcher; must never be cached.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ buildId: buildId() }, { headers: { 'cache-control': 'no-store' } });
}
