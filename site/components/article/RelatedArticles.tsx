import { ArticleCard } from '@/components/cards/ArticleCard';
import { CardGrid } from '@/components/cards/CardGrid';
import { Section } from '@/components/page/Section';
import { articleItem, rowsOf } from '@/lib/content/items';
import { getNodes } from '@/lib/content/nodes';

/** "À lire aussi": articles sharing the article's first tag (streamed after the article itself). */
export async function RelatedArticles({ articleId, tagId }: { articleId: number; tagId: number }) {
  const related = rowsOf(await getNodes({ type: 'article', tag: tagId, perPage: 7 }))
    .filter((r) => r.id !== articleId)
    .slice(0, 6);
  if (!related.length) return null;
  return (
    <Section title="À lire aussi" id="a-lire-aussi">
      <CardGrid rows={related} item={(r) => <ArticleCard article={articleItem(r)} />} />
    </Section>
  );
}
