import Link from '@/components/ui/SiteLink';
import type { ShowItem } from '@/lib/types';
import { CardImage } from './CardImage';

/**
 * A show's card: its square visual whole beside its title, as podcast apps show a show (the
 * 154x154 style at its own size; a 16:9 frame cut the top and bottom of square artwork, and with
 * them the show's name).
 */
export function ShowCard({ show, priority }: { show: ShowItem; priority?: boolean }) {
  const square = show.image?.url.includes('/154x154/') ?? false;
  return (
    <article className={square ? 'card show-card show-card-square' : 'card show-card'}>
      <CardImage image={show.image} priority={priority} ratio={square ? '1/1' : '16/9'} />
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
