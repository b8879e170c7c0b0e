import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyService, serviceInput, serviceSchema, serviceValues, type ServiceValues } from './service-schema';

const valid = (): ServiceValues => {
  const values = emptyService('en', 'Bengaluru');
  values.categorySlug = 'music';
  Object.assign(values, { title: '  Veena recital ', description: 'Carnatic veena for receptions' });
  values.price = '15000';
  return values;
};

// The first message of each field, as the form shows it.
const issues = (values: Parameters<typeof v.safeParse<typeof serviceSchema>>[1]) => {
  const first: Record<string, string> = {};
  for (const issue of v.safeParse(serviceSchema, values).issues ?? []) first[v.getDotPath(issue) ?? ''] ??= issue.message;
  return first;
}

describe('the service form\'s rules', () => {
  it('gives the database its row: paise, the original\'s texts in the columns, the others as translations', () => {
    const values = valid();
    values.translations.hi = { title: 'वीणा वादन', description: '' };
    values.price = '1499.50';
    values.minGuests = '10';
    const result = v.parse(serviceSchema, values);
    expect(serviceInput(result)).toMatchObject({
      title: 'Veena recital',
      description: 'Carnatic veena for receptions',
      pricePaise: 149950,
      minGuests: 10,
      maxGuests: null,
      capacity: 1,
      originalLanguage: 'en',
      translations: { hi: { title: 'वीणा वादन' } },
    });
  });

  it('says what is missing or out of range beside each field', () => {
    const values = emptyService('ta', '');
    values.price = '0';
    values.capacity = '60';
    expect(issues(values)).toEqual({
      categorySlug: 'provider:services.errors.categoryRequired',
      city: 'provider:services.errors.cityRequired',
      title: 'provider:services.errors.titleRequired',
      price: 'provider:services.errors.priceRange',
      capacity: 'provider:services.errors.capacityRange',
    });
  });

  it('a translation with a description needs a title; inverted guest limits are refused', () => {
    const values = valid();
    values.translations.kn = { title: '', description: 'ವೀಣೆ' };
    values.minGuests = '300';
    values.maxGuests = '100';
    expect(issues(values)).toEqual({
      'translations.kn.title': 'provider:services.errors.translationTitleRequired',
      maxGuests: 'provider:services.errors.guestsInverted',
    });
  });

  it('edits a saved service as it was saved', () => {
    const values = serviceValues({
      id: 's1', category_slug: 'music', title: 'Veena recital', description: null, price_paise: 1500000, price_unit: 'per_event',
      min_guests: null, max_guests: 200, duration_hours: 2, concurrent_capacity: 2, active: false, original_language: 'en',
      city: 'Bengaluru', photos: [], translations: { te: { title: 'వీణా కచేరి' } },
    });
    expect(values).toMatchObject({ price: '15000', maxGuests: '200', durationHours: '2', capacity: '2', active: false });
    expect(values.translations.te).toEqual({ title: 'వీణా కచేరి', description: '' });
  });
});
