/**
 * French grammar of the demo texts: « de » and « à » before the articles « le » and « les » contract
 * (de les → des, de le → du, à les → aux, à le → au), so a title reads « À la découverte des Confessions ».
 */
const CONTRACTIONS: Record<string, string> = {
  'de les': 'des',
  'De les': 'Des',
  'de le': 'du',
  'De le': 'Du',
  'à les': 'aux',
  'À les': 'Aux',
  'à le': 'au',
  'À le': 'Au',
};

// Whole words only: « de lectures » and « à leur » stay as they are.
const PATTERN = /(^|[\s«(’'])([Dd]e|[àÀ]) (les?)(?=$|[\s,.;:!?»)])/g;

export function contract(text: string): string {
  return text.replace(PATTERN, (_m, before: string, prep: string, article: string) => {
    return `${before}${CONTRACTIONS[`${prep} ${article}`] ?? `${prep} ${article}`}`;
  });
}
