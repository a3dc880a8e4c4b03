'use client';

import { useEffect, useRef } from 'react';
import { enterModalQueue } from '@/components/player/modals';
import { RadioSelect } from '@/components/radio/RadioSelect';
import type { RadioGroup } from '@/lib/content/radios';

/**
 * Spec §2 "events filters" modal: a native <dialog> (focus trap, Escape, inert background) holding a
 * GET form, so the filters live in the URL; closing on a click outside is on by default (spec §2).
 * It takes its turn in the SDK's modal queue like every site modal: opened while a donation pop-in
 * shows, it waits for it, and a roll's modal waits while the filters are open.
 */
export function EventFilters({
  groups,
  radio,
  from,
  to,
}: {
  groups: RadioGroup[];
  radio?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const release = useRef<() => void>(() => {});
  const active = [radio, from, to].filter(Boolean).length;
  useEffect(() => () => release.current(), []);
  const open = () => {
    release.current();
    release.current = enterModalQueue('events-filters', 'events-filters', () => ref.current?.showModal());
  };
  return (
    <>
      <button type="button" className="btn" aria-haspopup="dialog" onClick={open}>
        Filtrer les événements{active ? ` (${active})` : ''}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal <dialog>; the click is the backdrop */}
      <dialog
        ref={ref}
        className="filters-dialog"
        aria-labelledby="filtres-titre"
        onClose={() => {
          release.current();
          release.current = () => {};
        }}
        onClick={(e) => {
          if (e.target === ref.current) ref.current?.close();
        }}
      >
        <form method="get" action="/evenements" className="form">
          <h2 id="filtres-titre">Filtrer les événements</h2>
          <label htmlFor="filtres-radio">
            Radio
            <RadioSelect id="filtres-radio" name="radio" defaultValue={radio ?? ''} groups={groups} />
          </label>
          <label>
            À partir du
            <input type="date" name="du" defaultValue={from ?? ''} />
          </label>
          <label>
            Jusqu'au
            <input type="date" name="au" defaultValue={to ?? ''} />
          </label>
          <div className="show-actions">
            <button type="button" className="btn" onClick={() => ref.current?.close()}>
              Annuler
            </button>
            <a className="btn" href="/evenements">
              Réinitialiser
            </a>
            <button type="submit" className="btn btn-primary">
              Appliquer
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
