import Link from '@/components/ui/SiteLink';

/**
 * An episode's show above its title, the title linked to the episode on its show's page when it has
 * one: the heading of an episode card and of an episode row of the account lists.
 */
export function EpisodeHeading({
  episode,
  className,
}: {
  episode: { title: string; showTitle?: string | undefined; href?: string | undefined };
  /** The title's class: the card's or the account row's. */
  className: string;
}) {
  return (
    <>
      {episode.showTitle ? <p className="card-kicker">{episode.showTitle}</p> : null}
      <h3 className={className}>
        {episode.href ? <Link href={episode.href}>{episode.title}</Link> : episode.title}
      </h3>
    </>
  );
}
