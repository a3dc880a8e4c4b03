import { ldJson } from '@/lib/seo';

/** A JSON-LD block, in the schema.org context unless it names its own. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const __html = ldJson({ '@context': 'https://schema.org', ...data });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped by ldJson, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html }} />;
}
