import { formatDate } from '@radio/core';
import Link from '@/components/ui/SiteLink';
import type { ArticleItem } from '@/lib/types';
import { CardImage } from './CardImage';

export function ArticleCard({ article, priority }: { article: ArticleItem; priority?: boolean }) {
  const date = formatDate(article.date);
  return (
    <article className="card article-card">
      <CardImage image={article.image} priority={priority} />
      <div className="card-body">
        {article.category ? <p className="card-kicker">{article.category}</p> : null}
        <h3 className="card-title">
          <Link href={article.href} className="card-link">
            {article.title}
          </Link>
        </h3>
        {article.excerpt ? <p className="card-excerpt">{article.excerpt}</p> : null}
        {date ? (
          <p className="card-meta">
            <time dateTime={article.date}>{date}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
