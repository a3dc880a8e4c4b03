import { siteConfig } from '@/lib/config';
import { getEvent } from '@/lib/content/event';
import { eventIcs, icsFileName } from '@/lib/event-calendar';

/** `/evenements/{slug}/agenda.ics`: « Ajouter à mon agenda », the event as an iCalendar file. */
export async function GET(
  _req: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const { slug } = await params;
  const c = siteConfig();
  let e: Awaited<ReturnType<typeof getEvent>>;
  try {
    e = await getEvent(slug);
  } catch {
    return text(503, 'Le calendrier de cet événement est momentanément indisponible.', {
      'retry-after': '60',
    });
  }
  if (!e) return text(404, 'Événement introuvable.');
  const ics = eventIcs(e, { url: `${c.siteUrl}${e.alias}`, brand: c.brand, host: new URL(c.siteUrl).host });
  if (!ics) return text(404, 'Les dates de cet événement ne sont pas connues.');
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${icsFileName(slug)}"`,
      'cache-control': 'public, max-age=300',
    },
  });
}

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
