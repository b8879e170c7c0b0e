import * as v from 'valibot';
import { codePointLength } from '@utsav/shared/validation/rules';
import type { BundleItemInput } from '../api/bundle-quote';
import type { MyBundle } from '../api/list-bundle-parts';
import type { BundleInput } from '../api/save-bundle';

/** The bundles table's limits (40_bundles.sql). */
export const BUNDLE_LIMITS = { name: { min: 3, max: 150 }, text: 5000, maxRupees: 100_000_000, guests: 100_000, days: 30, quantity: 100_000, items: { min: 2, max: 30 } } as const;

/** What the form holds: texts as typed, each own service with whether it is in and how many. */
export interface BundleValues {
  name: string;
  description: string;
  price: string;
  maxGuests: string;
  durationDays: string;
  terms: string;
  minAdvance: string;
  active: boolean;
  items: Record<string, { included: boolean; quantity: string }>;
}

export function bundleValues(serviceIds: string[], bundle?: MyBundle): BundleValues {
  const picked = new Map((bundle?.bundle_items ?? []).map((item) => [item.service_id, item.quantity]));
  return {
    name: bundle?.name ?? '',
    description: bundle?.description ?? '',
    price: bundle ? String(bundle.bundle_price_paise / 100) : '',
    maxGuests: bundle?.max_guests ? String(bundle.max_guests) : '',
    durationDays: String(bundle?.duration_days ?? 1),
    terms: bundle?.terms ?? '',
    minAdvance: bundle ? String(bundle.min_advance_paise / 100) : '0',
    active: bundle?.active ?? true,
    items: Object.fromEntries(serviceIds.map((id) => [id, { included: picked.has(id), quantity: String(picked.get(id) ?? 1) }])),
  };
}

/** The items picked, in the order given, with their quantities (those not whole numbers left out). */
export function pickedItems(items: BundleValues['items']): BundleItemInput[] {
  return Object.entries(items)
    .filter(([, item]) => item.included && /^\d+$/.test(item.quantity.trim()) && Number(item.quantity) >= 1)
    .map(([id, item]) => ({ service_id: id, quantity: Number(item.quantity) }));
}

const message = (name: string) => `provider:bundles.errors.${name}`;
const trim = (value: string) => value.trim();
const rupees = (required: boolean, max: number) =>
  v.pipe(
    v.string(),
    v.transform(trim),
    v.check((value) => !required || value !== '', message('priceRequired')),
    v.check((value) => value === '' || /^\d+(\.\d{1,2})?$/.test(value), message('amountInvalid')),
    v.check((value) => value === '' || Number(value) <= max, message('amountRange')),
    v.transform((value) => Math.round(Number(value || '0') * 100)),
  );
const optionalWhole = (min: number, max: number, key: string) =>
  v.pipe(
    v.string(),
    v.transform(trim),
    v.check((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), message(key)),
    v.transform((value) => (value === '' ? null : Number(value))),
  );

export const bundleSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.transform(trim),
      v.nonEmpty(message('nameRequired')),
      v.check((value) => codePointLength(value) >= BUNDLE_LIMITS.name.min && codePointLength(value) <= BUNDLE_LIMITS.name.max, message('nameLength')),
    ),
    description: v.pipe(v.string(), v.transform(trim), v.check((value) => codePointLength(value) <= BUNDLE_LIMITS.text, message('textTooLong'))),
    price: v.pipe(rupees(true, BUNDLE_LIMITS.maxRupees), v.check((paise) => paise > 0, message('priceRequired'))),
    maxGuests: optionalWhole(1, BUNDLE_LIMITS.guests, 'guestsRange'),
    durationDays: v.pipe(optionalWhole(1, BUNDLE_LIMITS.days, 'daysRange'), v.transform((days) => days ?? 1)),
    terms: v.pipe(v.string(), v.transform(trim), v.check((value) => codePointLength(value) <= BUNDLE_LIMITS.text, message('textTooLong'))),
    minAdvance: rupees(false, BUNDLE_LIMITS.maxRupees),
    active: v.boolean(),
    items: v.pipe(
      v.record(v.string(), v.object({ included: v.boolean(), quantity: v.string() })),
      v.check(
        (items) => Object.values(items).every((item) => !item.included || (/^\d+$/.test(item.quantity.trim()) && Number(item.quantity) >= 1 && Number(item.quantity) <= BUNDLE_LIMITS.quantity)),
        message('quantityInvalid'),
      ),
      v.check((items) => pickedItems(items).length >= BUNDLE_LIMITS.items.min, message('itemsTooFew')),
      v.check((items) => pickedItems(items).length <= BUNDLE_LIMITS.items.max, message('itemsTooMany')),
    ),
  }),
  v.forward(v.partialCheck([['price'], ['minAdvance']], ({ price, minAdvance }) => minAdvance <= price, message('advanceAbovePrice')), ['minAdvance']),
);

export type BundleOutput = v.InferOutput<typeof bundleSchema>;

export function bundleInput(values: BundleOutput): BundleInput {
  return {
    name: values.name,
    description: values.description || null,
    pricePaise: values.price,
    items: pickedItems(values.items),
    maxGuests: values.maxGuests,
    durationDays: values.durationDays,
    terms: values.terms || null,
    minAdvancePaise: values.minAdvance,
    active: values.active,
  };
}
