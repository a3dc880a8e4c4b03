import { ArticleCard } from '@/components/cards/ArticleCard';
import { ListPage, listMetadata, loadListPage } from '@/components/page/ListPage';
import type { SearchParams } from '@/components/page/query';
import { EmptyState } from '@/components/ui/EmptyState';
import { getFolders } from '@/lib/content/dossiers';
import { dossierItem } from '@/lib/content/items';

const at = { path: '/dossiers' };

export const generateMetadata = listMetadata({
  title: 'Dossiers',
  description: 'Nos dossiers thématiques : foi, société, culture, actualité.',
  path: at.path,
  pagedCanonical: true,
});

export default async function DossiersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { rows, info } = await loadListPage(searchParams, at, getFolders);
  return (
    <ListPage
      label="Dossier"
      listTitle="Tous les dossiers"
      title="Dossiers"
      intro={<p>Des dossiers pour approfondir un sujet, avec nos articles et nos émissions.</p>}
      rows={rows}
      info={info}
      at={at}
      empty={<EmptyState title="Aucun dossier pour le moment." />}
      item={(d, i) => <ArticleCard article={dossierItem(d)} priority={i === 0} />}
    />
  );
}
