import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Facets } from '../api/get-facets';
import { orderFacets, orderWords } from './facet-order';

// Tamil labels of some cities: Tamil's collation puts the Grantha letter ஜ after the native ones
// (by code point it would sort between ச and ட).
const TAMIL: Record<string, string> = {
  'common:data.cities.Chennai': 'சென்னை',
  'common:data.cities.Delhi': 'டெல்லி',
  'common:data.cities.Jaipur': 'ஜெய்ப்பூர்',
  'common:data.cities.Kochi': 'கொச்சி',
};
const tamil = ((key: string, options?: { defaultValue?: string }) => TAMIL[key] ?? options?.defaultValue ?? key) as unknown as TFunction;
const english = ((key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? key) as unknown as TFunction;

const facets: Facets = {
  cities: ['Jaipur', 'Delhi', 'Chennai', 'Kochi'],
  languages: ['Telugu', 'Hindi'],
  traditions: [],
  cuisines: ['South Indian', 'north indian'],
  styles: ['Bridal', 'Arabic'],
  price_units: [],
  price_min: 100,
  price_max: 900,
  capacity_max: null,
};

describe('orderFacets', () => {
  it("orders each word group by its labels in the reader's collation, and says for which language", () => {
    const ordered = orderFacets(facets, tamil, 'ta');
    expect(ordered.cities).toEqual(['Kochi', 'Chennai', 'Delhi', 'Jaipur']);
    expect(ordered.wordsOrderedFor).toBe('ta');
  });

  it('orders English words case-insensitively and leaves the other fields as they came', () => {
    const ordered = orderFacets(facets, english, 'en');
    expect(ordered.languages).toEqual(['Hindi', 'Telugu']);
    expect(ordered.cuisines).toEqual(['north indian', 'South Indian']);
    expect(ordered.styles).toEqual(['Bridal', 'Arabic']);
    expect(ordered.price_max).toBe(900);
  });

  it('orders a group alone the same way', () => {
    expect(orderWords(tamil, 'cities', facets.cities, 'ta')).toEqual(['Kochi', 'Chennai', 'Delhi', 'Jaipur']);
  });
});
