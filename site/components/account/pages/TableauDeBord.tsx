'use client';

import {
  type Donation,
  type FavoritesContent,
  formatDate,
  imageUrl,
  type ListeningHistoryItem,
  type Paged,
} from '@radio/core';
import type { ReactNode } from 'react';
import { MON_COMPTE_NAV } from '@/components/account/MonCompteShell';
import { accountEpisode } from '@/components/account/state/episodes';
import {
  inProgress,
  positionLabel,
  progressPercent,
  resumeSeconds,
} from '@/components/account/state/history';
import { useAccountSets } from '@/components/account/state/stores';
import { useLoad } from '@/components/account/state/use-load';
import { PlayButton } from '@/components/player/PlayButton';
import Link from '@/components/ui/SiteLink';
import { AccountEpisodeRow } from '../AccountEpisodeRow';
import { Empty, Loading, PageTitle } from '../Feedback';
import { euros } from './MesDons';

/** The account pages the dashboard leads to, as the account navigation names them, then giving. */
const SHORTCUT_PAGES = ['mes-ecoutes', 'mes-favoris', 'a-ecouter-plus-tard', 'mes-coordonnees', 'mes-dons'];
const SHORTCUTS = [
  ...SHORTCUT_PAGES.flatMap((page) => MON_COMPTE_NAV.filter((n) => n.href === `/mon-compte/${page}`)),
  { href: '/pourquoi-donner', label: 'Faire un don' },
];

/**
 * One part of the dashboard: its heading, « chargement » until the first answer, what went wrong,
 * what to say when there is nothing, and the link to the whole list.
 */
function DashSection({
  id,
  title,
  load,
  failed,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  load: { loading: boolean; data: unknown; error: unknown };
  failed?: string;
  /** Shown once loaded when the part has nothing to list. */
  empty: string | null;
  more: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {load.loading && !load.data ? <Loading /> : null}
      {failed && load.error ? <p>{failed}</p> : null}
      {load.data && empty ? <Empty title={empty} /> : null}
      {children}
      <p>
        <Link href={more.href}>{more.label}</Link>
      </p>
    </section>
  );
}

/** /mon-compte/tableau-de-bord: episodes to resume, favourite shows, last donation, shortcuts. */
export function TableauDeBord() {
  const { auth, userId, clients } = useAccountSets();
  const email = auth.user?.attributes.email ?? '';
  const history = useLoad<Paged<ListeningHistoryItem>>(
    () =>
      clients && userId ? clients.content.listeningHistory(userId, { status: 1, itemPerPage: 4 }) : null,
    [clients, userId],
  );
  const favourites = useLoad<FavoritesContent>(
    () => (clients && userId ? clients.content.favoritesContent(userId) : null),
    [clients, userId],
  );
  const dons = useLoad<Donation[]>(
    () => (clients && email ? clients.contact.donations(email) : null),
    [clients, email],
  );
  const resume = inProgress(history.data?.rows ?? []);
  const shows = favourites.data?.rows ?? [];
  const last = dons.data?.[0];
  const name = auth.user?.attributes.given_name;

  return (
    <>
      <PageTitle intro="Retrouvez vos écoutes, vos émissions favorites et vos dons.">
        {name ? `Bonjour ${name}` : 'Mon tableau de bord'}
      </PageTitle>

      <DashSection
        id="dash-resume"
        title="Reprendre l'écoute"
        load={history}
        failed="Vos écoutes en cours n'ont pas pu être chargées."
        empty={resume.length === 0 ? "Aucun épisode en cours d'écoute." : null}
        more={{ href: '/mon-compte/mes-ecoutes', label: 'Tout mon historique' }}
      >
        {resume.length ? (
          <ul className="account-list" aria-label="Épisodes en cours">
            {resume.map((item) => {
              const ep = accountEpisode(item.episode);
              return (
                <AccountEpisodeRow
                  key={item.tracker.id}
                  episode={ep}
                  meta={positionLabel(item)}
                  progress={progressPercent(item)}
                  actions={
                    <PlayButton
                      episodeId={ep.id}
                      title={ep.title}
                      label="Reprendre"
                      startAt={resumeSeconds(item)}
                    />
                  }
                />
              );
            })}
          </ul>
        ) : null}
      </DashSection>

      <DashSection
        id="dash-favourites"
        title="Mes émissions favorites"
        load={favourites}
        empty={shows.length === 0 ? 'Aucune émission favorite pour le moment.' : null}
        more={{ href: '/mon-compte/mes-favoris', label: 'Tous mes favoris' }}
      >
        {shows.length ? (
          <ul className="account-chips" aria-label="Émissions favorites">
            {shows.map((s) => {
              const url = imageUrl(s.visual, '154x154');
              return (
                <li key={s.id}>
                  <Link href={s.alias.startsWith('/') ? s.alias : `/${s.alias}`} className="account-chip">
                    {/* biome-ignore lint/performance/noImgElement: styled API images, already sized by the image style. */}
                    {url ? <img src={url} alt="" width={48} height={48} loading="lazy" /> : null}
                    <span>{s.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </DashSection>

      <DashSection
        id="dash-don"
        title="Mon dernier don"
        load={dons}
        failed="Vos dons n'ont pas pu être chargés."
        empty={!last ? 'Aucun don enregistré avec votre adresse e-mail.' : null}
        more={{ href: '/mon-compte/mes-dons', label: 'Tous mes dons' }}
      >
        {last ? (
          <p className="account-summary">
            {euros(last.amount)} le <time dateTime={last.date}>{formatDate(last.date)}</time> —{' '}
            {last.campaign}
          </p>
        ) : null}
      </DashSection>

      <nav className="account-section" aria-labelledby="dash-shortcuts">
        <h2 id="dash-shortcuts">Raccourcis</h2>
        <ul className="account-shortcuts">
          {SHORTCUTS.map((s) => (
            <li key={s.href}>
              <Link href={s.href}>{s.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
