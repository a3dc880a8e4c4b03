import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { PrayerText } from '@/components/page/PrayerText';
import Link from '@/components/ui/SiteLink';
import { plainText } from '@/lib/content/items';
import { nodeByAlias } from '@/lib/content/nodes';
import { ogImage } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Params = { slug: string };

/** The prayer at `/prieres/{slug}` (what a search result or a shared link opens). */
const load = cache(async (slug: string) =>
  /^[a-z0-9-]{1,120}$/.test(slug) ? nodeByAlias(`/prieres/${slug}`, 'prayer') : null,
);

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await load((await params).slug);
  if (!p) return { title: 'Prière introuvable' };
  return shareable(
    { title: p.title, description: plainText(p.body, 160), alternates: { canonical: p.alias } },
    ogImage(p.visual?.url, p.visual?.alt),
  );
}

/** `/prieres/{slug}`: one prayer, its text to pray and, when there is one, its recording. */
export default async function PrayerPage({ params }: { params: Promise<Params> }) {
  const p = await load((await params).slug);
  if (!p) notFound();
  return (
    <article className="article">
      <PageType label="Prayers" />
      <PageHead title={p.title} crumbs={[{ label: 'Prières', href: '/prieres' }, { label: p.title }]} />
      <PrayerText prayer={p} />
      <p>
        <Link href="/prieres">Toutes les prières</Link>
      </p>
    </article>
  );
}
