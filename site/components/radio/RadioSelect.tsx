import type { ComponentProps } from 'react';

/** Radios grouped by region, as every radio choice lists them. */
export type RadioChoiceGroup = { region: string; radios: { code: string; name: string }[] };

/**
 * The one radio <select>: a first choice (« Toutes les radios » unless told: none, the national
 * radio…), then each region as an <optgroup> of its radios. Every other prop goes to the <select>
 * (id, name, value…).
 */
export function RadioSelect({
  groups,
  first = { value: '', label: 'Toutes les radios' },
  ...select
}: {
  groups: RadioChoiceGroup[];
  first?: { value: string; label: string };
} & Omit<ComponentProps<'select'>, 'children'>) {
  return (
    <select {...select}>
      <option value={first.value}>{first.label}</option>
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
  );
}
