import { RadioSelect } from '@/components/radio/RadioSelect';
import type { RadioGroup } from '@/lib/content/radios';

/**
 * Spec §2 "radio: radio filter": a plain GET form, so it works before hydration and keeps the
 * choice in the URL; changing the radio starts again at page 1.
 */
export function RadioFilter({
  action,
  groups,
  value,
}: {
  action: string;
  groups: RadioGroup[];
  value?: string;
}) {
  return (
    <form action={action} method="get" className="search-form" aria-label="Filtrer par radio">
      <label htmlFor="filtre-radio" className="visually-hidden">
        Radio
      </label>
      <RadioSelect id="filtre-radio" name="radio" defaultValue={value ?? ''} groups={groups} />
      <button type="submit" className="btn">
        Filtrer
      </button>
    </form>
  );
}
