// The queries the search bench sends (bench/api.mjs) and its stage study (bench/search-plans.ts).
export const TERMS = [
  'prière',
  'eglise',
  'famille',
  'écologie',
  'pèlerinage Lourdes',
  'Bach',
  'solidarité',
  'jeunesse',
  'pardon',
  'vitraux',
  'travail',
  'santé',
  'Bible',
  'Noël',
  'espérance',
  'paroisses',
  'réfugiés',
  'synode',
  // Words only said (in transcripts, in no title or text): the results quote the sentence (search/moments.ts).
  'brancardiers',
  'sardine Douarnenez',
];

// What a listener types with a slip or cut short: the second and third passes of the search
// (typos corrected and cut words completed from the lexicon, then partial matches).
export const TYPOS = [
  'prirre',
  'psaumse',
  'augus',
  'pape franscois',
  'eglize',
  'famile',
  'bénédictin',
  'solidarité réfugiés pardon',
];

// The header's suggestions, from the second character on.
export const PREFIXES = [
  'pr',
  'pri',
  'priè',
  'pape f',
  'eg',
  'fam',
  'sa',
  'lum',
  'bib',
  'no',
  'zq',
  'évan',
  'synode pa',
];
