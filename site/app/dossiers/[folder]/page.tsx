import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { CardGrid } from '@/components/cards/CardGrid';
import { RadioFilter } from '@/components/dossiers/RadioFilter';
import { JsonLd } from '@/components/page/JsonLd';
import { toLastPage } from '@/components/page/ListPage';
import { PageHead } from '@/components/page/PageHead';
import { Pager } from '@/components/page/Pager';
import { PageType } from '@/components/page/PageType';
import { type PageProps, pagedTitle, radioCode } from '@/components/page/query';
import { Section } from '@/components/page/Section';
import { EmptyState } from '@/components/ui/EmptyState';
import { siteConfig } from '@/lib/config';
import { getFolder, getFolderRelated } from '@/lib/content/dossiers';
import { articleItem, dossierItem, pageInfoOf, plainText, rowsOf, styled } from '@/lib/content/items';
import { getRadiosByRegions, type RadioGroup } from '@/lib/content/radios';
import { ogImage, ownTitle } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Params = { folder: string };

/** The dossier's articles a page shows (a grid of three columns on a wide screen). */
const ARTICLES_PER_PAGE = 9;

const load = cache((folder: string) => getFolder(folder));

export async function generateMetadata({ params, searchParams }: PageProps<Params>): Promise<Metadata> {
  const { folder } = await params;
  const page = urlPage((await searchParams).page);
  const f = await load(folder);
  if (!f) return { title: 'Dossier introuvable' };
  const d = f.folder;
  return shareable(
    {
      title: pagedTitle(ownTitle(d.metatag?.meta_title, d.title, siteConfig().brand), page),
      description: d.metatag?.meta_description || plainText(d.description, 160),
      alternates: { canonical: `/dossiers/${d.folder}` },
      openGraph: { title: d.metatag?.og_title || d.title },
    },
    ogImage(d.metatag?.og_image || d.visual?.url, d.visual?.alt),
  );
}

export default async function DossierPage({ params, searchParams }: PageProps<Params>) {
  const { folder } = await params;
  const sp = await searchParams;
  const page = urlPage(sp.page);
  const radio = radioCode(sp.radio);
  const f = await load(folder);
  if (!f) notFound();
  const d = f.folder;
  const [related, groups] = await Promise.all([
    getFolderRelated(d.folder, apiPageFromUrl(page), radio, ARTICLES_PER_PAGE),
    getRadiosByRegions().catch((): RadioGroup[] => []),
  ]);
  const relatedRows = rowsOf(related);
  const relatedInfo = pageInfoOf(related, page);
  toLastPage(page, relatedInfo, { path: `/dossiers/${d.folder}`, query: { radio } });
  return (
    <>
      <PageType label="Dossier" />
      <JsonLd
        data={{ '@type': 'CollectionPage', name: d.title, description: plainText(d.description, 300) }}
      />
      <PageHead title={d.title} crumbs={[{ label: 'Dossiers', href: '/dossiers' }, { label: d.title }]}>
        {d.field_folder_tag?.target_label ? (
          <p className="card-kicker">{d.field_folder_tag.target_label}</p>
        ) : null}
        {d.description ? <p>{plainText(d.description, 600)}</p> : null}
      </PageHead>
      {d.visual?.url ? (
        <figure className="article-visual">
          {/* biome-ignore lint/performance/noImgElement: the API serves the 930x557 style already sized */}
          <img src={styled(d.visual.url, '930x557')} alt={d.visual.alt ?? ''} width={930} height={557} />
        </figure>
      ) : null}
      {/* One list of the dossier's articles, by radio and by page: a second « Articles en lien »
          list of the same tag repeated it. */}
      <Section title="Les articles du dossier" id="articles">
        <RadioFilter action={`/dossiers/${d.folder}#articles`} groups={groups} value={radio} />
        {relatedRows.length ? (
          <CardGrid rows={relatedRows} item={(a) => <ArticleCard article={articleItem(a)} />} />
        ) : radio ? (
          <EmptyState title="Aucun article de ce dossier pour cette radio." />
        ) : (
          <EmptyState title="Ce dossier ne contient pas encore d'article." />
        )}
        <Pager
          page={relatedInfo.page}
          totalPages={relatedInfo.totalPages}
          path={`/dossiers/${d.folder}`}
          query={{ radio }}
        />
      </Section>
      {f.related_folders?.length ? (
        <Section title="Dossiers en lien" id="dossiers-en-lien">
          <CardGrid rows={f.related_folders} item={(r) => <ArticleCard article={dossierItem(r)} />} />
        </Section>
      ) : null}
    </>
  );
}
