import { formatDate } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { CardGrid } from '@/components/cards/CardGrid';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { Section } from '@/components/page/Section';
import { VideoFacade } from '@/components/videos/VideoFacade';
import { siteConfig } from '@/lib/config';
import { plainText, rowsOf, styled, videoItem } from '@/lib/content/items';
import { getVideo, getVideos } from '@/lib/content/videos';
import { ogImage, ownTitle } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Params = { category: string; titre: string };

const load = cache((category: string, titre: string) => getVideo(category, titre));

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { category, titre } = await params;
  const v = await load(category, titre);
  if (!v) return { title: 'Vidéo introuvable' };
  return shareable(
    {
      title: ownTitle(v.metatag?.meta_title, v.title, siteConfig().brand),
      description: v.metatag?.meta_description || plainText(v.description, 160),
      alternates: { canonical: `/videos/${category}/${titre}` },
      openGraph: { type: 'video.other', title: v.title },
    },
    ogImage(v.metatag?.og_image || v.visual?.url, v.visual?.alt),
  );
}

export default async function VideoPage({ params }: { params: Promise<Params> }) {
  const { category, titre } = await params;
  const v = await load(category, titre);
  if (!v) notFound();
  const poster = styled(v.visual?.url, '930x557') || undefined;
  const related = rowsOf(await getVideos(0))
    .filter((r) => r.id !== v.id)
    .slice(0, 6);
  return (
    <article>
      <JsonLd
        data={{
          '@type': 'VideoObject',
          name: v.title,
          description: plainText(v.description, 300) || v.title,
          uploadDate: v.published_time,
          embedUrl: v.video_url,
          ...(poster ? { thumbnailUrl: [poster] } : {}),
        }}
      />
      <PageHead title={v.title} crumbs={[{ label: 'Vidéos', href: '/videos' }, { label: v.title }]}>
        {v.published_time ? (
          <p>
            Publiée le <time dateTime={v.published_time}>{formatDate(v.published_time)}</time>
          </p>
        ) : null}
      </PageHead>
      <VideoFacade src={v.video_url} title={v.title} poster={poster} />
      {v.description ? <p className="article-body">{plainText(v.description, 2000)}</p> : null}
      {related.length ? (
        <Section title="Autres vidéos" id="autres-videos">
          <CardGrid rows={related} item={(r) => <ArticleCard article={videoItem(r)} />} />
        </Section>
      ) : null}
    </article>
  );
}
