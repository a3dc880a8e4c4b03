import { isValidPreview, previewSecret } from '@radio/core';
import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { plainText } from '@/lib/content/items';
import { getPreview } from '@/lib/content/preview';
import { sanitizeArticleHtml } from '@/lib/sanitize';

type Params = { id: string };
type Search = { expires?: string | string[]; signature?: string | string[] };

// Preview content is never indexed, whatever the environment (spec §6 "Preview content is flagged separately").
export const metadata: Metadata = {
  title: 'Prévisualisation',
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

export default async function PreviewPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<Search>;
}) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  // Unpublished content: only a signed, unexpired link opens it (core's previewLink.ts); else §2's 403.
  // The API checks the same link again: it is the only credential that reads unpublished content.
  const { expires, signature } = await searchParams;
  const link = { id, expires, signature };
  if (!(await isValidPreview(link, previewSecret(process.env)))) forbidden();
  const p = await getPreview(Number(id), { expires: String(expires), signature: String(signature) });
  if (!p) notFound();
  return (
    <article>
      <PageType label="Preview" />
      <p className="form-status err" role="note">
        Prévisualisation : ce contenu n'est pas encore publié.
      </p>
      <PageHead title={p.title} crumbs={[{ label: 'Prévisualisation' }, { label: p.title }]}>
        {p.description ? <p>{plainText(p.description, 400)}</p> : null}
      </PageHead>
      <div
        className="article-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
        dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(p.body) }}
      />
    </article>
  );
}
