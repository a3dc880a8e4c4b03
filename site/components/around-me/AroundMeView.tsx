import { ContentBlocks } from '@/components/page/ContentBlocks';
import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { LiveButton } from '@/components/player/LiveButton';
import { EmptyState } from '@/components/ui/EmptyState';
import { getAroundMe } from '@/lib/content/radios';

/** The 'Around me' page of a radio: its rest_region blocks (spec §3 "Around-me store"). */
export async function AroundMeView({
  radio,
  page,
  national,
}: {
  radio: { tid: number; name: string; code: string };
  page: number;
  national: boolean;
}) {
  const data = await getAroundMe(radio.tid, page).catch(() => null);
  const blocks = data?.blocks ?? [];
  return (
    <>
      <PageType label="Around me" />
      <PageHead
        title={`Autour de moi : ${radio.name}`}
        crumbs={[{ label: 'Autour de moi' }, { label: radio.name }]}
      >
        <p>
          L'actualité, les émissions et les événements de <strong>{radio.name}</strong>.
          {national ? ' Choisissez votre radio locale pour voir ce qui se passe près de chez vous.' : ''}
        </p>
      </PageHead>
      <LiveButton radioCode={radio.code} label={`Écouter ${radio.name}`} className="btn btn-primary" />
      {blocks.length ? (
        <ContentBlocks blocks={blocks} />
      ) : (
        <EmptyState title="Pas encore de contenu local pour cette radio." />
      )}
    </>
  );
}
