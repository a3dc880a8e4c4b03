'use client';

import { useRef } from 'react';
import type { RadioGroup } from '@/lib/content';

/**
 * Spec §2 "events filters" modal: a native <dialog> (focus trap, Escape, inert background) holding a
 * GET form, so the filters live in the URL; closing on a click outside is on by default (spec §2).
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
  const active = [radio, from, to].filter(Boolean).length;
  return (
    <>
      <button type="button" className="btn" aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        Filtrer les événements{active ? ` (${active})` : ''}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal <dialog>; the click is the backdrop */}
      <dialog
        ref={ref}
        className="filters-dialog"
        aria-labelledby="filtres-titre"
        onClick={(e) => {
          if (e.target === ref.current) ref.current?.close();
        }}
      >
        <form method="get" action="/evenements" className="form">
          <h2 id="filtres-titre">Filtrer les événements</h2>
          <label>
            Radio
            <select name="radio" defaultValue={radio ?? ''}>
              <option value="">Toutes les radios</option>
              {groups.map((g) => (
                <optgroup key={g.region} label={g.region}>
                  {g.radios.map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
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
