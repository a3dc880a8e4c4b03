import { ldJson } from '@/lib/seo';

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with '<' escaped by ldJson
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldJson(data) }} />;
}
