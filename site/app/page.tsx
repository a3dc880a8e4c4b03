import type { Metadata } from 'next';
import { ArticleCard } from '@/components/cards/ArticleCard';
import { CardGrid } from '@/components/cards/CardGrid';
import { EpisodeCard } from '@/components/cards/EpisodeCard';
import { ShowCard } from '@/components/cards/ShowCard';
import { LiveHero } from '@/components/home/LiveHero';
import { JsonLd } from '@/components/page/JsonLd';
import { PageType } from '@/components/page/PageType';
import { Section } from '@/components/page/Section';
import { RadioSelector } from '@/components/radio/RadioSelector';
import { EmptyState } from '@/components/ui/EmptyState';
import Link from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/config';
import { articleItem, episodeItem, showItemWithHost as showItem } from '@/lib/content/items';
import { getLatest } from '@/lib/content/nodes';
import { getLiveInfo, getRadio, getRadiosByRegions } from '@/lib/content/radios';
import { getSaintOfTheDay } from '@/lib/content/saints';
import { currentRadio } from '@/lib/radio-server';
import { radioStationLd } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

export async function generateMetadata(): Promise<Metadata> {
  const c = siteConfig();
  return shareable({
    title: { absolute: `${c.brand} — radio chrétienne : direct, émissions et podcasts` },
    description: `Le direct de ${c.brand}, ses émissions et podcasts, ses articles et le saint du jour.`,
    alternates: { canonical: `${c.siteUrl}/` },
  });
}

/** Home: the chosen radio's live now, featured shows and episodes, latest articles, saint of the day, a donation call. */
export default async function HomePage() {
  const c = siteConfig();
  const radio = await currentRadio();
  // A regional radio's home favours its own programmes; the national one shows everything.
  const radioFilter = radio.isNational ? undefined : radio.radioCode;
  const [live, shows, episodes, articles, saint, radioInfo, groups] = await Promise.all([
    getLiveInfo(radio.radioCode),
    getLatest('show', 8, radioFilter),
    getLatest('episode', 8, radioFilter),
    getLatest('article', 4),
    getSaintOfTheDay(),
    getRadio(radio.radioCode).catch(() => null),
    getRadiosByRegions().catch(() => []),
  ]);
  const nothing = !shows.rows.length && !episodes.rows.length && !articles.rows.length;
  return (
    <>
      <PageType label="Homepage" />
      <JsonLd
        data={radioStationLd({
          name: radioInfo?.name ?? radio.radioName,
          siteUrl: c.siteUrl,
          liveUrl: radioInfo?.liveURL || radio.radioLiveURL,
        })}
      />
      <h1 className="visually-hidden">{c.brand} — accueil</h1>
      <LiveHero radioName={radioInfo?.name ?? radio.radioName} radioCode={radio.radioCode} live={live}>
        <RadioSelector
          variant="lite"
          label="Changer de radio"
          className="btn btn-ghost"
          current={{ name: radio.radioName, code: radio.radioCode }}
          national={{ name: c.brand, code: c.nationalCode }}
          groups={groups}
        />
      </LiveHero>
      {nothing ? (
        <EmptyState title="Les contenus sont momentanément indisponibles.">
          <p>Le direct reste disponible : appuyez sur « Écouter le direct ».</p>
        </EmptyState>
      ) : null}
      {episodes.rows.length ? (
        <Section id="episodes" title="À écouter" more={{ href: '/top-podcasts', label: 'Top podcasts' }}>
          <CardGrid
            rows={episodes.rows}
            item={(e, i) => <EpisodeCard episode={episodeItem(e)} priority={i < 2} />}
          />
        </Section>
      ) : null}
      {shows.rows.length ? (
        <Section
          id="emissions"
          title="Nos émissions"
          more={{ href: '/emissions-a-z', label: 'Toutes les émissions' }}
        >
          <CardGrid rows={shows.rows} item={(s) => <ShowCard show={showItem(s)} />} />
        </Section>
      ) : null}
      {articles.rows.length ? (
        <Section id="articles" title="À lire">
          <CardGrid rows={articles.rows} item={(a) => <ArticleCard article={articleItem(a)} />} />
        </Section>
      ) : null}
      <div className="home-duo">
        <Section id="saint" title="Le saint du jour">
          {saint ? (
            <div className="saint-card">
              <p className="saint-name">{saint.name}</p>
              <p>{saint.description}</p>
              <Link href="/vie-spirituelle/le-saint-du-jour">Découvrir le saint du jour</Link>
            </div>
          ) : (
            <EmptyState title="Le saint du jour est momentanément indisponible." />
          )}
        </Section>
        <section className="donation-call" aria-labelledby="don-title">
          <h2 id="don-title">{c.brand} vit de vos dons</h2>
          <p>
            Radio associative, {c.brand} ne vit que de la générosité de ses auditeurs. Votre don nous permet
            de continuer à vous informer, vous accompagner et prier avec vous.
          </p>
          <Link href="/pourquoi-donner" className="btn btn-donate">
            Faire un don
          </Link>
        </section>
      </div>
    </>
  );
}
