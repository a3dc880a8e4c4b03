import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EpisodeList } from '@/components/cards/EpisodeList';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { plainText, styled } from '@/lib/content/items';
import { getPartner } from '@/lib/content/partners';
import { ogImage } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Params = { partner: string };

const load = cache((partner: string) => getPartner(partner));

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await load((await params).partner);
  if (!p) return { title: 'Partenaire introuvable' };
  return shareable(
    {
      title: p.title,
      description: plainText(p.description, 160),
      alternates: { canonical: `/partenaires/${(await params).partner}` },
    },
    ogImage(p.visual?.url, p.visual?.alt),
  );
}

export default async function PartnerPage({ params }: { params: Promise<Params> }) {
  const { partner } = await params;
  const p = await load(partner);
  if (!p) notFound();
  return (
    <>
      <PageType label="Partners" />
      <JsonLd data={{ '@type': 'Organization', name: p.title, ...(p.url ? { url: p.url } : {}) }} />
      <PageHead
        title={p.title}
        crumbs={[{ label: 'Nos partenaires', href: '/nos-partenaires' }, { label: p.title }]}
      />
      {p.visual?.url ? (
        <figure className="article-visual" style={{ maxWidth: 304 }}>
          {/* biome-ignore lint/performance/noImgElement: the API serves the style already sized */}
          <img src={styled(p.visual.url, '304x171')} alt={p.visual.alt ?? ''} width={304} height={171} />
        </figure>
      ) : null}
      <p className="article-body">{plainText(p.description, 3000)}</p>
      {p.url ? (
        <p>
          <a className="btn" href={p.url} rel="noopener noreferrer" target="_blank">
            Visiter le site de {p.title}
          </a>
        </p>
      ) : null}
      {p.episodes?.length ? (
        <section className="section" aria-labelledby="partner-episodes">
          <h2 id="partner-episodes">Les épisodes avec {p.title}</h2>
          <EpisodeList episodes={p.episodes} label={`Épisodes avec ${p.title}`} />
        </section>
      ) : null}
    </>
  );
}
