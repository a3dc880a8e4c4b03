'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef } from 'react';
import { enterModalQueue } from '@/components/player/modals';
import { followRadio } from '@/components/player/sdk';
import { saveRadioChoice } from '@/components/radio/state/radio-client';
import { Icon } from '@/components/ui/Icon';
import type { RadioGroup, RadioOption } from '@/lib/content/radios';
import { radioChoice } from '@/lib/radio';
import { RadioSelect } from './RadioSelect';

export type RegionSelectProps = {
  /** 'full': every radio as a button, by region; 'lite': one grouped list and a confirm button. */
  variant: 'full' | 'lite';
  groups: RadioGroup[];
  national: { name: string; code: string; liveURL?: string };
  currentCode: string;
  onClose: () => void;
};

/** The region-select modal (spec §2 "region select (full and lite)"), in the shared modal queue. */
export function RegionSelectModal({ variant, groups, national, currentCode, onClose }: RegionSelectProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const titleId = useId();
  const selectId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const release = enterModalQueue('region-select', 'region-select', () => {
      if (!dialog.open) dialog.showModal();
    });
    return () => {
      release();
      if (dialog.open) dialog.close();
    };
  }, []);

  const choose = (r: RadioOption | null) => {
    const choice = radioChoice(r, national);
    saveRadioChoice(choice);
    // A live stream playing follows the new radio at once; the refresh below does not touch the player.
    void followRadio(choice.radioCode);
    onClose();
    // Server components read the cookie: refresh so live and programmes follow the new radio.
    router.refresh();
  };

  const all = groups.flatMap((g) => g.radios);
  const empty = all.length === 0;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the native dialog; the click only handles the backdrop
    <dialog
      ref={ref}
      className={`modal region-select region-select-${variant}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        // Spec §2 "Closing on outside click is on by default": a click on the backdrop lands on the dialog itself.
        const r = e.currentTarget.getBoundingClientRect();
        const inside =
          e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (e.target === e.currentTarget && !inside) onClose();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>Choisissez votre radio</h2>
        <button type="button" className="icon-btn" aria-label="Fermer" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {empty ? (
        <p role="alert">
          La liste des radios est indisponible pour le moment. Réessayez dans quelques instants.
        </p>
      ) : null}
      {variant === 'full' ? (
        <>
          <ul className="region-list">
            <li>
              <button type="button" aria-pressed={currentCode === national.code} onClick={() => choose(null)}>
                {national.name} — national
              </button>
            </li>
          </ul>
          {groups.map((g) =>
            g.radios.length ? (
              <section key={g.region} aria-labelledby={`${titleId}-${g.region}`}>
                <h3 id={`${titleId}-${g.region}`}>{g.region}</h3>
                <ul className="region-list">
                  {g.radios.map((r) => (
                    <li key={r.code}>
                      <button type="button" aria-pressed={currentCode === r.code} onClick={() => choose(r)}>
                        {r.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </>
      ) : (
        <form
          className="region-lite"
          onSubmit={(e) => {
            e.preventDefault();
            const code = new FormData(e.currentTarget).get('radio');
            choose(all.find((r) => r.code === code) ?? null);
          }}
        >
          <label htmlFor={selectId}>Radio</label>
          <RadioSelect
            id={selectId}
            name="radio"
            defaultValue={currentCode}
            groups={groups}
            first={{ value: national.code, label: `${national.name} — national` }}
          />
          <button type="submit" className="btn btn-primary">
            Valider
          </button>
        </form>
      )}
    </dialog>
  );
}
