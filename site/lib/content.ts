import type { Radio, RadiosByRegion } from '@radio/core';
import { contentUrl, getJson } from './api';

/** A region of the radio selector and its radios (spec §3 "radios grouped by region (France, Belgique)"). */
export type RadioGroup = { region: string; radios: RadioOption[] };
export type RadioOption = Pick<
  Radio,
  'tid' | 'name' | 'code' | 'liveURL' | 'alias' | 'parentRegionTid' | 'parentRegionName' | 'aroundMeAlias'
>;

function option(r: Radio): RadioOption {
  return {
    tid: r.tid ?? r.id,
    name: r.name || r.shortname,
    code: r.code,
    liveURL: r.liveURL,
    alias: r.alias,
    parentRegionTid: r.parentRegionTid,
    parentRegionName: r.parentRegionName,
    aroundMeAlias: r.aroundMeAlias,
  };
}

/** Radios grouped by region, for the region-select modal. Throws `API call to {getRadiosByRegions} failed`. */
export async function getRadiosByRegions(): Promise<RadioGroup[]> {
  const data = await getJson<RadiosByRegion>('getRadiosByRegions', contentUrl('/regions2'), {
    revalidate: 300,
  });
  return (['France', 'Belgique'] as const).map((region) => ({
    region,
    radios: (data[region] ?? []).map(option),
  }));
}
