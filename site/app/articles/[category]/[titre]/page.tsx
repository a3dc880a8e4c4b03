import { formatDate } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { RelatedArticles } from '@/components/article/RelatedArticles';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { JsonLd } from '@/components/page/JsonLd';
import { Loading } from '@/components/page/Loading';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { PageVisual } from '@/components/page/PageVisual';
import { Section } from '@/components/page/Section';
import Link from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/config';
import { getArticle } from '@/lib/content/articles';
import { articleHref, episodeItem, plainText, styled } from '@/lib/content/items';
import { sanitizeArticleHtml } from '@/lib/sanitize';
import { ogImage, ownTitle } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Params = { category: string; titre: string };

const load = cache((category: string, titre: string) => getArticle(category, titre));

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { category, titre } = await params;
  const a = await load(category, titre);
  if (!a) return { title: 'Article introuvable' };
  const m = a.metatag;
  return shareable(
    {
      title: ownTitle(m?.meta_title, a.title, siteConfig().brand),
      description: m?.meta_description || plainText(a.summary || a.body, 160),
      alternates: { canonical: articleHref(a) },
      openGraph: {
        type: 'article',
        title: m?.og_title || a.title,
        description: m?.og_description || plainText(a.summary, 200),
        ...(a.published_time ? { publishedTime: a.published_time } : {}),
      },
    },
    ogImage(m?.og_image || a.visual?.url, a.visual?.alt),
  );
}

export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const { category, titre } = await params;
  const a = await load(category, titre);
  if (!a) notFound();
  const changed = a.metatag?.changed_time ?? null;
  const published = a.published_time;
  const author = a.author || a.metatag?.author || siteConfig().brand;
  const firstTag = a.tags?.[0];
  const episode = a.episodes[0] ?? null;
  const categoryLabel = a.category || category;
  return (
    <article className="article">
      <PageType label="Article" />
      <JsonLd
        data={{
          '@type': 'NewsArticle',
          headline: a.title,
          datePublished: published,
          ...(changed ? { dateModified: changed } : {}),
          author: { '@type': 'Person', name: author },
          ...(a.visual?.url ? { image: [styled(a.visual.url, '1280x630_og_image')] } : {}),
          publisher: { '@type': 'Organization', name: siteConfig().brand },
        }}
      />
      <PageHead
        title={a.title}
        crumbs={[{ label: categoryLabel, href: `/${category}` }, { label: a.title }]}
      />
      <p className="article-byline">
        Un article rédigé par <strong>{author}</strong>
        {published ? (
          <>
            {' '}
            le <time dateTime={published}>{formatDate(published)}</time>
          </>
        ) : null}
        {changed && changed !== published ? (
          <>
            {' '}
            - Modifié le <time dateTime={changed}>{formatDate(changed)}</time>
          </>
        ) : null}
      </p>
      <PageVisual
        visual={a.visual}
        caption={`Crédit photo : ${a.metatag.creative_radio?.name || siteConfig().brand}`}
      />
      {a.summary ? <p className="page-intro">{a.summary}</p> : null}
      <div
        className="article-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (lib/sanitize)
        dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(a.body) }}
      />
      {episode ? (
        <Section title="À écouter" id="episode" level={2}>
          <EpisodeCard episode={episodeItem(episode)} variant="row" />
        </Section>
      ) : null}
      {a.tags?.length ? (
        <Section title="Mots-clés" id="tags">
          <ul className="tags">
            {a.tags.map((t) => (
              <li key={t.id}>
                <Link href={`/tag/${t.alias.replace(/^.*\//, '')}`}>{t.name}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {firstTag ? (
        <Suspense fallback={<Loading label="Chargement des articles en lien…" />}>
          <RelatedArticles articleId={a.id} tagId={firstTag.id} />
        </Suspense>
      ) : null}
    </article>
  );
}
