import type { Article, ContentBlock, Dossier, Episode, Event, Show, Video } from '@radio/core';
import { formatDate } from '@radio/core';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { ShowCard } from '@/components/cards/ShowCard';
import { Section } from '@/components/page/Section';
import { articleItem, dossierItem, episodeItem, showItem, videoItem } from '@/lib/content/items';
import { sanitizeArticleHtml } from '@/lib/sanitize';

/** The blocks of a composed page (around me): each kind of item with its card. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((b) => (
        <Section
          key={b.id}
          title={b.title}
          id={`bloc-${b.id}`}
          {...(b.link ? { more: { href: b.link.url, label: b.link.title } } : {})}
        >
          {b.kind === 'text' ? (
            <div
              className="article-body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
              dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(b.body) }}
            />
          ) : (
            <ul className={b.kind === 'episodes' ? 'list' : 'grid'}>
              {b.items.map((item) => (
                <li key={`${b.kind}-${item.id}`}>{card(b.kind, item)}</li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </>
  );
}

function card(kind: ContentBlock['kind'], item: ContentBlock['items'][number]) {
  switch (kind) {
    case 'episodes':
      return <EpisodeCard episode={episodeItem(item as Episode)} variant="row" />;
    case 'shows':
      return <ShowCard show={showItem(item as Show)} />;
    case 'videos':
      return <ArticleCard article={videoItem(item as Video)} />;
    case 'folders':
      return <ArticleCard article={dossierItem(item as Dossier)} />;
    case 'events': {
      const e = item as Event;
      return (
        <ArticleCard
          article={{
            id: String(e.id),
            title: e.title,
            href: '/evenements',
            excerpt: `${formatDate(e.date)} · ${e.location}`,
          }}
        />
      );
    }
    default:
      return <ArticleCard article={articleItem(item as Article)} />;
  }
}
