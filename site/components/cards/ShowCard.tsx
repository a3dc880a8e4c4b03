import Link from '@/components/layout/SiteLink';
import type { ShowItem } from '@/lib/types';
import { CardImage } from './CardImage';

export function ShowCard({ show, priority }: { show: ShowItem; priority?: boolean }) {
  return (
    <article className="card show-card">
      <CardImage image={show.image} priority={priority} ratio="16/9" />
      <div className="card-body">
        <h3 className="card-title">
          <Link href={show.href} className="card-link">
            {show.title}
          </Link>
        </h3>
        {show.presenter ? <p className="card-meta">Présentée par {show.presenter}</p> : null}
        {show.excerpt ? <p className="card-excerpt">{show.excerpt}</p> : null}
      </div>
    </article>
  );
}
