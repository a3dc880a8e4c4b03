import type { RadioChoiceGroup } from '@/components/radio/RadioSelect';
import { getRadiosByRegions } from '@/lib/content/radios';

/** The radios a listener may pick as favourite; an unreachable API leaves only 'Aucune'. */
export async function radioChoices(): Promise<RadioChoiceGroup[]> {
  try {
    const groups = await getRadiosByRegions();
    return groups
      .map((g) => ({ region: g.region, radios: g.radios.map((r) => ({ code: r.code, name: r.name })) }))
      .filter((g) => g.radios.length > 0);
  } catch {
    return [];
  }
}
