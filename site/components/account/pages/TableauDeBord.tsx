'use client';

import {
  type Donation,
  type FavoritesContent,
  formatDate,
  imageUrl,
  type ListeningHistoryItem,
  type Paged,
} from '@radio/core';
import { MON_COMPTE_NAV } from '@/components/layout/MonCompteShell';
import Link from '@/components/layout/SiteLink';
import { accountEpisode } from '@/lib/account/episodes';
import { inProgress, positionLabel, progressPercent, resumeSeconds } from '@/lib/account/history';
import { useAccountSets } from '@/lib/account/stores';
import { useLoad } from '@/lib/account/use-load';
import { AccountEpisodeRow } from '../AccountEpisodeRow';
import { Empty, Loading, PageTitle } from '../Feedback';
import { playEpisode } from '../play';
import { euros } from './MesDons';

/** The account pages the dashboard leads to, as the account navigation names them, then giving. */
const SHORTCUT_PAGES = ['mes-ecoutes', 'mes-favoris', 'a-ecouter-plus-tard', 'mes-coordonnees', 'mes-dons'];
const SHORTCUTS = [
  ...SHORTCUT_PAGES.flatMap((page) => MON_COMPTE_NAV.filter((n) => n.href === `/mon-compte/${page}`)),
  { href: '/pourquoi-donner', label: 'Faire un don' },
];

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

      <section className="account-section" aria-labelledby="dash-resume">
        <h2 id="dash-resume">Reprendre l'écoute</h2>
        {history.loading && !history.data ? <Loading /> : null}
        {history.error ? <p>Vos écoutes en cours n'ont pas pu être chargées.</p> : null}
        {history.data && resume.length === 0 ? <Empty title="Aucun épisode en cours d'écoute." /> : null}
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
                    <button
                      type="button"
                      className="btn btn-play"
                      aria-label={`Reprendre : ${ep.title}`}
                      onClick={() => void playEpisode(ep.id, resumeSeconds(item)).catch(() => undefined)}
                    >
                      Reprendre
                    </button>
                  }
                />
              );
            })}
          </ul>
        ) : null}
        <p>
          <Link href="/mon-compte/mes-ecoutes">Tout mon historique</Link>
        </p>
      </section>

      <section className="account-section" aria-labelledby="dash-favourites">
        <h2 id="dash-favourites">Mes émissions favorites</h2>
        {favourites.loading && !favourites.data ? <Loading /> : null}
        {favourites.data && shows.length === 0 ? (
          <Empty title="Aucune émission favorite pour le moment." />
        ) : null}
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
        <p>
          <Link href="/mon-compte/mes-favoris">Tous mes favoris</Link>
        </p>
      </section>

      <section className="account-section" aria-labelledby="dash-don">
        <h2 id="dash-don">Mon dernier don</h2>
        {dons.loading && !dons.data ? <Loading /> : null}
        {dons.error ? <p>Vos dons n'ont pas pu être chargés.</p> : null}
        {dons.data && !last ? <Empty title="Aucun don enregistré avec votre adresse e-mail." /> : null}
        {last ? (
          <p className="account-summary">
            {euros(last.amount)} le <time dateTime={last.date}>{formatDate(last.date)}</time> —{' '}
            {last.campaign}
          </p>
        ) : null}
        <p>
          <Link href="/mon-compte/mes-dons">Tous mes dons</Link>
        </p>
      </section>

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
