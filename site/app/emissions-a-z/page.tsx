import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { ShowCard } from '@/components/cards/ShowCard';
import { JsonLd } from '@/components/page/JsonLd';
import { ListPage, pageOfList } from '@/components/page/ListPage';
import { AZ_LETTERS, azLetter, letterLabel, pagedTitle, type SearchParams } from '@/components/page/query';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/config';
import { showItem } from '@/lib/content/items';
import { getShowsByLetter } from '@/lib/content/shows';
import { shareable } from '@/lib/share-card';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const sp = await searchParams;
  const letter = azLetter(sp.lettre);
  const page = urlPage(sp.page);
  const q = new URLSearchParams({ lettre: letter });
  if (page > 1) q.set('page', String(page));
  return shareable({
    // Spec §9 "Page titles get ' - page N' when paginated and ' - lettre X' for letters".
    title: pagedTitle('Émissions de A à Z', page, letterLabel(letter)),
    description: `Toutes les émissions de ${siteConfig().brand} classées par ordre alphabétique.`,
    alternates: { canonical: `/emissions-a-z?${q}` },
  });
}

export default async function EmissionsAZPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const letter = azLetter(sp.lettre);
  const page = urlPage(sp.page);
  const at = { path: '/emissions-a-z', query: { lettre: letter } };
  const { rows, info } = pageOfList(await getShowsByLetter(letter, apiPageFromUrl(page)), page, at);
  return (
    <ListPage
      label="Shows A to Z"
      title="Émissions de A à Z"
      intro={<p>Toutes nos émissions, par ordre alphabétique.</p>}
      listLabel={`Émissions commençant par ${letterLabel(letter)}`}
      rows={rows}
      info={info}
      at={at}
      empty={
        <EmptyState title={`Aucune émission ne commence par ${letterLabel(letter)}.`}>
          <p>Choisissez une autre lettre.</p>
        </EmptyState>
      }
      item={(s) => <ShowCard show={showItem(s)} />}
    >
      <JsonLd
        data={{
          '@type': 'ItemList',
          name: `Émissions - lettre ${letterLabel(letter)}`,
          itemListElement: rows.map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: s.title })),
        }}
      />
      <nav aria-label="Lettres">
        <ul className="chips">
          {AZ_LETTERS.map((l) => (
            <li key={l}>
              <Link
                href={`/emissions-a-z?lettre=${encodeURIComponent(l)}`}
                aria-current={l === letter ? 'page' : undefined}
              >
                {letterLabel(l)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>Lettre {letterLabel(letter)}</h2>
    </ListPage>
  );
}
