import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bundleInput, bundleSchema, bundleValues, pickedItems } from './bundle-schema';

// The first message of each field, as the form shows it.
const issues = (values: Parameters<typeof v.safeParse<typeof bundleSchema>>[1]) => {
  const first: Record<string, string> = {};
  for (const issue of v.safeParse(bundleSchema, values).issues ?? []) first[v.getDotPath(issue) ?? ''] ??= issue.message;
  return first;
}

describe('the bundle form\'s rules', () => {
  it('sends the picked services with their quantities and amounts in paise', () => {
    const values = bundleValues(['a', 'b', 'c']);
    Object.assign(values, { name: 'Griha pravesh with lunch', price: '95000', minAdvance: '20000.50' });
    values.items.a = { included: true, quantity: '1' };
    values.items.c = { included: true, quantity: '200' };
    expect(bundleInput(v.parse(bundleSchema, values))).toEqual({
      name: 'Griha pravesh with lunch', description: null, pricePaise: 9_500_000, items: [{ service_id: 'a', quantity: 1 }, { service_id: 'c', quantity: 200 }],
      maxGuests: null, durationDays: 1, terms: null, minAdvancePaise: 2_000_050, active: true,
    });
  });

  it('needs a name, a price, at least two services with whole quantities, and an advance within the price', () => {
    const values = bundleValues(['a', 'b']);
    values.items.a = { included: true, quantity: '0' };
    expect(issues(values)).toEqual({ name: 'provider:bundles.errors.nameRequired', price: 'provider:bundles.errors.priceRequired', items: 'provider:bundles.errors.quantityInvalid' });
    Object.assign(values, { name: 'Wedding', price: '1000', minAdvance: '2000' });
    values.items.a = { included: true, quantity: '2' };
    values.items.b = { included: true, quantity: '1' };
    expect(issues(values)).toEqual({ minAdvance: 'provider:bundles.errors.advanceAbovePrice' });
  });

  it('a saved bundle comes back as it was', () => {
    const values = bundleValues(['a', 'b', 'c'], {
      id: 'x', name: 'Wedding', description: null, bundle_price_paise: 100_000, individual_total_paise: 120_000, discount_paise: 20_000, discount_percent: 16.67,
      max_guests: 300, duration_days: 2, terms: null, min_advance_paise: 10_000, active: true,
      bundle_items: [{ service_id: 'b', quantity: 3, sort_order: 1 }, { service_id: 'c', quantity: 1, sort_order: 2 }],
    });
    expect(pickedItems(values.items)).toEqual([{ service_id: 'b', quantity: 3 }, { service_id: 'c', quantity: 1 }]);
    expect(values).toMatchObject({ price: '1000', minAdvance: '100', durationDays: '2', maxGuests: '300' });
  });
});
