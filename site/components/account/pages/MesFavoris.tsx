'use client';

import { FAVORITES_DEFAULT_TYPE, type FavoritesContent, imageUrl, type Show } from '@radio/core';
import { useEffect, useId, useState } from 'react';
import { favouritesStore, useAccountSets } from '@/components/account/state/stores';
import Link from '@/components/ui/SiteLink';
import {
  favouriteCategories,
  hasMoreFavourites,
  mergeFavouritesPage,
  nextFavouritesQuery,
} from '@/lib/account/favourites';
import { type ActionNote, ActionStatus, Empty, Loading, PageTitle } from '../Feedback';

const showPath = (alias: string) => (alias.startsWith('/') ? alias : `/${alias}`);

/**
 * /mon-compte/mes-favoris: favourite shows, zero-based pages appended while the same type
 * continues, a type filter (default all). Failures leave the list empty (spec §8).
 */
export function MesFavoris() {
  const { userId, clients } = useAccountSets();
  const [type, setType] = useState(FAVORITES_DEFAULT_TYPE);
  const [list, setList] = useState<FavoritesContent | null>(null);
  const [loading, setLoading] = useState(true);
  const [categories, setCategories] = useState<{ type: string; label: string }[]>([]);
  const [status, setStatus] = useState<ActionNote>(null);
  const filterId = useId();

  async function load(prev: FavoritesContent | null, forType: string) {
    if (!clients || !userId) return;
    setLoading(true);
    const next = await clients.content.favoritesContent(userId, nextFavouritesQuery(prev, forType));
    setList((p) => mergeFavouritesPage(p?.type === forType ? p : null, next));
    setCategories((c) => favouriteCategories(next.rows, c));
    setLoading(false);
  }

  // First page on arrival and on every type change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is re-created each render.
  useEffect(() => {
    void load(null, type);
  }, [clients, userId, type]);

  async function remove(show: Show & { favorite_id?: number }) {
    if (!clients || !userId) return;
    const fav = show.favorite_id ?? favouritesStore.favouriteOf(Number(show.id))?.id;
    if (!fav) return;
    try {
      await favouritesStore.remove(clients.content, userId, fav);
      setList((l) => (l ? { ...l, rows: l.rows.filter((r) => r.id !== show.id) } : l));
      setStatus({ text: `« ${show.title} » a été retirée de vos favoris.` });
    } catch {
      setStatus({
        text: `« ${show.title} » n'a pas pu être retirée de vos favoris. Veuillez réessayer.`,
        failed: true,
      });
    }
  }

  const rows = (list?.rows ?? []) as (Show & { favorite_id?: number })[];
  return (
    <>
      <PageTitle intro="Les émissions que vous suivez.">Mes favoris</PageTitle>
      <ActionStatus note={status} />
      <div className="account-filter">
        <label htmlFor={filterId}>Catégorie</label>
        <select id={filterId} value={type} onChange={(e) => setType(e.target.value)}>
          <option value={FAVORITES_DEFAULT_TYPE}>Toutes les catégories</option>
          {categories.map((c) => (
            <option key={c.type} value={c.type}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {loading && !list ? <Loading label="Chargement de vos favoris…" /> : null}
      {list && rows.length === 0 && !loading ? (
        <Empty title="Vous n'avez pas encore d'émission favorite.">
          <p>
            Sur la page d'une émission, choisissez « Ajouter à mes favoris ». Parcourez les{' '}
            <Link href="/emissions-a-z">émissions de A à Z</Link>.
          </p>
        </Empty>
      ) : null}
      {rows.length ? (
        <ul className="account-grid" aria-label="Émissions favorites">
          {rows.map((s) => {
            const url = imageUrl(s.visual, '304x171');
            return (
              <li key={s.id} className="card account-show" data-show-id={s.id}>
                {url ? (
                  // biome-ignore lint/performance/noImgElement: styled API images, already sized by the image style.
                  <img src={url} alt={s.visual?.alt ?? ''} width={304} height={171} loading="lazy" />
                ) : null}
                <div className="card-body">
                  {s.category ? <p className="card-kicker">{s.category}</p> : null}
                  <h2 className="card-title">
                    <Link href={showPath(s.alias)}>{s.title}</Link>
                  </h2>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`Retirer « ${s.title} » de mes favoris`}
                    onClick={() => void remove(s)}
                  >
                    Retirer
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hasMoreFavourites(list) ? (
        <button
          type="button"
          className="btn btn-secondary account-more"
          disabled={loading}
          onClick={() => void load(list, type)}
        >
          {loading ? 'Chargement…' : 'Afficher plus de favoris'}
        </button>
      ) : null}
    </>
  );
}
