import type { Metadata } from 'next';
import { PageType } from '@/components/page-type/PageType';
import { LiveButton } from '@/components/player/LiveButton';
import { ContentBlocks } from '@/components/public-pages/ContentBlocks';
import { PageHead } from '@/components/public-pages/PageHead';
import type { SearchParams } from '@/components/public-pages/query';
import { EmptyState } from '@/components/ui/EmptyState';
import { apiPage, urlPage } from '@/lib/pager';
import { currentRadio } from '@/lib/radio-server';
import { getAroundMe } from '@/lib/routes/data';

export async function generateMetadata(): Promise<Metadata> {
  const radio = await currentRadio();
  return {
    title: `Autour de moi - ${radio.radioName}`,
    description: `L'actualité, les émissions et les événements de ${radio.radioName}, près de chez vous.`,
    alternates: { canonical: '/autour-de-moi' },
  };
}

/** The 'Around me' page of the chosen radio: its rest_region blocks (spec §3 "Around-me store"). */
export default async function AroundMePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = urlPage((await searchParams).page);
  const radio = await currentRadio();
  const data = await getAroundMe(radio.radioTid, apiPage(page)).catch(() => null);
  const blocks = data?.blocks ?? [];
  return (
    <>
      <PageType label="Around me" />
      <PageHead title={`Autour de moi : ${radio.radioName}`}>
        <p>
          L'actualité, les émissions et les événements de <strong>{radio.radioName}</strong>.
          {radio.isNational
            ? ' Choisissez votre radio locale dans le menu pour voir ce qui se passe près de chez vous.'
            : ''}
        </p>
      </PageHead>
      <LiveButton
        radioCode={radio.radioCode}
        label={`Écouter ${radio.radioName}`}
        className="btn btn-primary"
      />
      {blocks.length ? (
        <ContentBlocks blocks={blocks} />
      ) : (
        <EmptyState title="Pas encore de contenu local pour cette radio." />
      )}
    </>
  );
}
