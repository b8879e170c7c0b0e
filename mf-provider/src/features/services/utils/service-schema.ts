import * as v from 'valibot';
import { LANGUAGES, type Language } from '@utsav/shared/i18n/languages';
import { codePointLength } from '@utsav/shared/validation/rules';
import { PRICE_UNITS, type MyService, type PriceUnit, type ServicePhoto } from '../api/list-my-services';
import type { ServiceInput } from '../api/save-service';

/** The services table's limits (30_catalogue.sql): the form says them before the database does. */
export const SERVICE_LIMITS = {
  title: { min: 3, max: 150 },
  description: 5000,
  // ₹1 crore per unit, in whole rupees.
  maxRupees: 10_000_000,
  guests: 100_000,
  hours: 720,
  capacity: 50,
  photos: 20,
} as const;

/** What the form holds: text as typed, one title/description pair per language. */
export interface ServiceValues {
  categorySlug: string;
  city: string;
  /** The language title and description are written in. */
  originalLanguage: Language;
  title: string;
  description: string;
  /** The other languages' versions (the original's own entry is ignored). */
  translations: Record<Language, { title: string; description: string }>;
  price: string;
  priceUnit: PriceUnit;
  durationHours: string;
  minGuests: string;
  maxGuests: string;
  capacity: string;
  active: boolean;
  photos: ServicePhoto[];
}

const emptyTexts = () => Object.fromEntries(LANGUAGES.map((language) => [language, { title: '', description: '' }])) as ServiceValues['translations'];

export function emptyService(language: Language, city: string): ServiceValues {
  return {
    categorySlug: '',
    city,
    originalLanguage: language,
    title: '',
    description: '',
    translations: emptyTexts(),
    price: '',
    priceUnit: 'per_event',
    durationHours: '',
    minGuests: '',
    maxGuests: '',
    capacity: '1',
    active: true,
    photos: [],
  };
}

/** A saved service as the form edits it. */
export function serviceValues(service: MyService): ServiceValues {
  const texts = emptyTexts();
  const original = (LANGUAGES as readonly string[]).includes(service.original_language) ? (service.original_language as Language) : 'en';
  for (const [language, text] of Object.entries(service.translations ?? {})) {
    if (text && (LANGUAGES as readonly string[]).includes(language)) texts[language as Language] = { title: text.title, description: text.description ?? '' };
  }
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    categorySlug: service.category_slug,
    city: service.city,
    originalLanguage: original,
    title: service.title,
    description: service.description ?? '',
    translations: texts,
    price: String(service.price_paise / 100),
    priceUnit: service.price_unit,
    durationHours: text(service.duration_hours),
    minGuests: text(service.min_guests),
    maxGuests: text(service.max_guests),
    capacity: String(service.concurrent_capacity),
    active: service.active,
    photos: service.photos ?? [],
  };
}

const message = (name: string) => `provider:services.errors.${name}`;
const trim = (value: string) => value.trim();

const wholeNumber = (min: number, max: number, required: string | null, outOfRange: string) =>
  v.pipe(
    v.string(),
    v.transform(trim),
    v.check((value) => value !== '' || required === null, message(required ?? 'required')),
    v.check((value) => value === '' || /^\d+$/.test(value), message('wholeNumber')),
    v.check((value) => value === '' || (Number(value) >= min && Number(value) <= max), message(outOfRange)),
    v.transform((value) => (value === '' ? null : Number(value))),
  );

const title = (required: string) =>
  v.pipe(
    v.string(),
    v.transform(trim),
    v.nonEmpty(message(required)),
    v.check((value) => codePointLength(value) >= SERVICE_LIMITS.title.min, message('titleTooShort')),
    v.check((value) => codePointLength(value) <= SERVICE_LIMITS.title.max, message('titleTooLong')),
  );
const description = v.pipe(
  v.string(),
  v.transform(trim),
  v.check((value) => codePointLength(value) <= SERVICE_LIMITS.description, message('descriptionTooLong')),
);

/** A translation is optional; given (a title or a description), it needs its own title. */
const translation = v.pipe(
  v.object({ title: v.pipe(v.string(), v.transform(trim)), description }),
  v.forward(v.check(({ title, description }) => title !== '' || description === '', message('translationTitleRequired')), ['title']),
  v.forward(v.check(({ title }) => title === '' || codePointLength(title) >= SERVICE_LIMITS.title.min, message('titleTooShort')), ['title']),
  v.forward(v.check(({ title }) => codePointLength(title) <= SERVICE_LIMITS.title.max, message('titleTooLong')), ['title']),
);

/** The form's rules (the table's checks, said beside each field); the database has the last word. */
export const serviceSchema = v.pipe(
  v.object({
    categorySlug: v.pipe(v.string(), v.nonEmpty(message('categoryRequired'))),
    city: v.pipe(
      v.string(),
      v.transform(trim),
      v.check((value) => value.length >= 2 && value.length <= 80, message('cityRequired')),
    ),
    originalLanguage: v.picklist(LANGUAGES),
    title: title('titleRequired'),
    description,
    translations: v.object({ en: translation, hi: translation, ta: translation, te: translation, kn: translation }),
    price: v.pipe(
      v.string(),
      v.transform(trim),
      v.nonEmpty(message('priceRequired')),
      v.check((value) => /^\d+(\.\d{1,2})?$/.test(value), message('priceInvalid')),
      v.check((value) => Number(value) > 0 && Number(value) <= SERVICE_LIMITS.maxRupees, message('priceRange')),
      v.transform((value) => Math.round(Number(value) * 100)),
    ),
    priceUnit: v.picklist(PRICE_UNITS),
    durationHours: v.pipe(
      v.string(),
      v.transform(trim),
      v.check((value) => value === '' || (/^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= SERVICE_LIMITS.hours), message('hoursRange')),
      v.transform((value) => (value === '' ? null : Number(value))),
    ),
    minGuests: wholeNumber(1, SERVICE_LIMITS.guests, null, 'guestsRange'),
    maxGuests: wholeNumber(1, SERVICE_LIMITS.guests, null, 'guestsRange'),
    capacity: wholeNumber(1, SERVICE_LIMITS.capacity, 'capacityRequired', 'capacityRange'),
    active: v.boolean(),
    photos: v.pipe(v.array(v.object({ url: v.string(), width: v.number(), height: v.number() })), v.maxLength(SERVICE_LIMITS.photos, message('tooManyPhotos'))),
  }),
  v.forward(
    v.partialCheck([['minGuests'], ['maxGuests']], ({ minGuests, maxGuests }) => minGuests === null || maxGuests === null || minGuests <= maxGuests, message('guestsInverted')),
    ['maxGuests'],
  ),
);

export type ServiceOutput = v.InferOutput<typeof serviceSchema>;

/** The database's row from the form's output: the original's texts in the columns, the others as translations. */
export function serviceInput(values: ServiceOutput): ServiceInput {
  const translations: ServiceInput['translations'] = {};
  for (const language of LANGUAGES) {
    const text = values.translations[language];
    if (language === values.originalLanguage || text.title === '') continue;
    translations[language] = text.description ? { title: text.title, description: text.description } : { title: text.title };
  }
  return {
    categorySlug: values.categorySlug,
    city: values.city,
    title: values.title,
    description: values.description || null,
    pricePaise: values.price,
    priceUnit: values.priceUnit,
    durationHours: values.durationHours,
    minGuests: values.minGuests,
    maxGuests: values.maxGuests,
    capacity: values.capacity ?? 1,
    active: values.active,
    originalLanguage: values.originalLanguage,
    translations,
    photos: values.photos,
  };
}
