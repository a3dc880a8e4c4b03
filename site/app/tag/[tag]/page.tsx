import type { AnyNode } from '@radio/core';
import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { ShowCard } from '@/components/cards/ShowCard';
import { ListPage, pageOfList } from '@/components/page/ListPage';
import { type PageProps, pagedTitle } from '@/components/page/query';
import { EmptyState } from '@/components/ui/EmptyState';
import { articleItem, episodeItem, showItem, videoItem } from '@/lib/content/items';
import { findTagId, getTerm } from '@/lib/content/tags';
import { shareable } from '@/lib/share-card';

type Params = { tag: string };

const load = cache(async (tag: string, page: number) => {
  if (!/^[a-z0-9-]{1,80}$/.test(tag)) return null;
  const id = await findTagId(tag);
  if (!id) return null;
  const term = await getTerm(id, page);
  return term && term.vocabulary === 'tag' ? term : null;
});

export async function generateMetadata({ params, searchParams }: PageProps<Params>): Promise<Metadata> {
  const { tag } = await params;
  const page = urlPage((await searchParams).page);
  const t = await load(tag, apiPageFromUrl(page));
  if (!t) return { title: 'Mot-clé introuvable' };
  return shareable({
    title: pagedTitle(t.name, page),
    description: t.metatag?.meta_description || `Tous nos contenus sur le thème « ${t.name} ».`,
    alternates: { canonical: `/tag/${tag}` },
  });
}

function card(item: AnyNode) {
  switch (item.type) {
    case 'episode':
      return <EpisodeCard episode={episodeItem(item)} variant="row" />;
    case 'show':
      return <ShowCard show={showItem(item)} />;
    case 'video':
      return <ArticleCard article={videoItem(item)} />;
    case 'article':
      return <ArticleCard article={articleItem(item)} />;
    default:
      return null;
  }
}

export default async function TagPage({ params, searchParams }: PageProps<Params>) {
  const { tag } = await params;
  const page = urlPage((await searchParams).page);
  const t = await load(tag, apiPageFromUrl(page));
  if (!t) notFound();
  const at = { path: `/tag/${tag}` };
  const { rows, info } = pageOfList(t, page, at);
  return (
    <ListPage
      title={t.name}
      crumbs={[{ label: 'Mots-clés' }, { label: t.name }]}
      intro={<p>Tous nos contenus sur le thème « {t.name} ».</p>}
      listLabel={`Contenus sur ${t.name}`}
      listTitle="Les derniers contenus"
      rows={rows}
      info={info}
      at={at}
      empty={<EmptyState title="Aucun contenu pour ce mot-clé." />}
      itemKey={(r) => `${r.type}-${r.id}`}
      item={card}
    />
  );
}
