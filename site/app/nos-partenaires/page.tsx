import { ArticleCard } from '@/components/cards/ArticleCard';
import { ListPage, listMetadata, loadListPage } from '@/components/page/ListPage';
import type { SearchParams } from '@/components/page/query';
import { EmptyState } from '@/components/ui/EmptyState';
import { img, plainText } from '@/lib/content/items';
import { getPartners } from '@/lib/content/partners';

const at = { path: '/nos-partenaires' };
const intro = 'Les associations, éditeurs et mouvements qui font la radio avec nous.';

export const generateMetadata = listMetadata({ title: 'Nos partenaires', description: intro, path: at.path });

export default async function PartnersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { rows, info } = await loadListPage(searchParams, at, getPartners);
  return (
    <ListPage
      label="Partners"
      title="Nos partenaires"
      intro={<p>{intro}</p>}
      listLabel="Partenaires"
      listTitle="Tous nos partenaires"
      rows={rows}
      info={info}
      at={at}
      empty={<EmptyState title="Aucun partenaire à afficher pour le moment." />}
      item={(p) => {
        const image = img(p.visual);
        return (
          <ArticleCard
            article={{
              id: String(p.id),
              title: p.title,
              href: `/partenaires/${p.alias.replace(/^.*\//, '')}`,
              excerpt: plainText(p.description, 160),
              ...(image ? { image } : {}),
            }}
          />
        );
      }}
    />
  );
}
