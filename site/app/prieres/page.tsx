import { PageHead } from '@/components/page/PageHead';
import { PageType } from '@/components/page/PageType';
import { PrayerText } from '@/components/page/PrayerText';
import { Section } from '@/components/page/Section';
import { PlayButton } from '@/components/player/PlayButton';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { rowsOf, showHref } from '@/lib/content/items';
import { getPrayers, getSacredMusic } from '@/lib/content/prayers';
import { fixedPageMetadata } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

export const generateMetadata = () =>
  shareable(
    fixedPageMetadata(
      '/prieres',
      'Prières',
      'Prier chaque jour avec la radio : prières, chapelet, office et musique sacrée en continu.',
    ),
  );

export default async function PrayersPage() {
  const [list, sacred] = await Promise.all([getPrayers(), getSacredMusic()]);
  const prayers = rowsOf(list);
  const first = sacred?.episodes[0];
  return (
    <>
      <PageType label="Prayers" />
      <PageHead title="Prières">
        <p>Prier chaque jour avec la radio, seul ou en communion avec les auditeurs.</p>
      </PageHead>
      <Section title="Musique sacrée en continu" id="musique-sacree">
        <p>Chants grégoriens, polyphonies et orgue, pour prier en musique.</p>
        {sacred && first ? (
          <>
            <PlayButton episodeId={String(first.id)} title={first.title} label="Écouter la musique sacrée" />
            <p>
              <Link href={showHref(sacred.show)}>Toute l'émission « {sacred.show.title} »</Link>
            </p>
          </>
        ) : (
          <EmptyState title="La musique sacrée est momentanément indisponible." />
        )}
      </Section>
      <Section title="Les prières" id="prieres">
        {prayers.length ? (
          <ul className="list">
            {prayers.map((p) => (
              <li key={p.id}>
                <article className="card">
                  <div className="card-body">
                    <h3 className="card-title">
                      <Link href={p.alias}>{p.title}</Link>
                    </h3>
                    <PrayerText prayer={p} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="Aucune prière pour le moment." />
        )}
      </Section>
    </>
  );
}
