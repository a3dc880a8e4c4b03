/** Radios: the region selector, one radio, what is on air, the « autour de moi » pages. */
import type { Radio } from '@radio/core';
import { contentApi, detail, orFallback } from '@/lib/api/server';

/** A region of the radio selector and its radios (spec §3 "radios grouped by region (France, Belgique)"). */
export type RadioGroup = { region: string; radios: RadioOption[] };
export type RadioOption = Pick<
  Radio,
  'tid' | 'name' | 'code' | 'liveURL' | 'alias' | 'parentRegionTid' | 'parentRegionName' | 'aroundMeAlias'
>;

export function option(r: Radio): RadioOption {
  return {
    tid: r.tid ?? r.id,
    name: r.shortname || r.name,
    code: r.code,
    liveURL: r.liveURL,
    alias: r.alias,
    parentRegionTid: r.parentRegionTid ?? null,
    parentRegionName: r.parentRegionName ?? null,
    aroundMeAlias: r.aroundMeAlias ?? null,
  };
}

/** Radios grouped by region, for the region-select modal. Throws `API call to getRadiosByRegions failed`. */
export async function getRadiosByRegions(): Promise<RadioGroup[]> {
  const data = await contentApi({ revalidate: 300 }).radiosByRegions();
  return (['France', 'Belgique'] as const).map((region) => ({
    region,
    radios: (data[region] ?? []).map(option),
  }));
}

export const getRadio = (code: string) => detail(contentApi({ revalidate: 300 }).radio(code));

/** Now playing on a radio (spec §8 "Live info failure is only logged"). */
export const getLiveInfo = (code: string) => orFallback(contentApi({ revalidate: 30 }).liveInfo(code), null);

export const getAllRadios = () => orFallback(contentApi({ revalidate: 600 }).radios(), []);

/** The « autour de moi » page of a radio (0-based `page`); null when the radio is unknown. */
export const getAroundMe = (radioTid: number, page: number) =>
  detail(contentApi().region(radioTid, undefined, page));
