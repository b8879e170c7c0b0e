import type { TFunction } from 'i18next';

/**
 * Words the catalogue stores in English, as providers enter them or the seed has them:
 * cities, languages spoken, pooja traditions, cuisines. They are filter values and
 * database keys, so they stay English in the database and in URLs (`?city=Chennai`), and are
 * translated only where they are shown, from the common namespace (`data.<group>.<word>`).
 * A word nobody has translated yet (a new city a provider typed) is shown as written.
 */
export const DATA_WORD_GROUPS = ['cities', 'languages', 'traditions', 'cuisines'] as const;
export type DataWordGroup = (typeof DATA_WORD_GROUPS)[number];

export function dataWord(t: TFunction, group: DataWordGroup, word: string): string {
  // A word with a key separator in it ("T. Nagar") cannot be a key: it is shown as written.
  if (word.includes('.') || word.includes(':')) return word;
  return t(`common:data.${group}.${word}`, { defaultValue: word });
}
