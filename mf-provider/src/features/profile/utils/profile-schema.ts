import * as v from 'valibot';
import type { MyApplication } from '../../../domain/provider/api/get-my-application';
import { joinAreas, rupeesToPaise, splitAreas } from '../../../domain/provider/utils/provider-options';

const err = (key: string) => `errors:${key}`;
const msg = (key: string) => `provider:apply.errors.${key}`;

export const DESCRIPTION = { min: 30, max: 4000 } as const;

/** What /provider/{id} shows and its provider edits (update_my_provider_profile checks the same). */
export const profileSchema = v.pipe(
  v.object({
    description: v.pipe(v.string(), v.trim(), v.nonEmpty(err('text_required')), v.minLength(DESCRIPTION.min, err('text_too_short')), v.maxLength(DESCRIPTION.max, err('text_too_long'))),
    languages: v.pipe(v.array(v.string()), v.minLength(1, msg('languagesRequired'))),
    areasServed: v.pipe(v.string(), v.check((value) => splitAreas(value).length > 0, msg('areasRequired'))),
    travelsOutsideCity: v.boolean(),
    travelFee: v.string(),
    contactPreferences: v.pipe(v.array(v.string()), v.minLength(1, msg('contactRequired'))),
    photos: v.array(v.object({ path: v.string(), width: v.number(), height: v.number() })),
  }),
  v.forward(v.check((values) => !values.travelsOutsideCity || rupeesToPaise(values.travelFee) !== null, msg('travelFeeInvalid')), ['travelFee']),
  v.forward(v.check((values) => values.photos.length >= 3, err('portfolio_photos_too_few')), ['photos']),
);

export type ProfileValues = v.InferInput<typeof profileSchema>;
export type ProfileOutput = v.InferOutput<typeof profileSchema>;

export const profileValuesOf = (application: MyApplication): ProfileValues => ({
  description: application.description ?? '',
  languages: application.languages,
  areasServed: joinAreas(application.areas_served),
  travelsOutsideCity: application.travels_outside_city,
  travelFee: application.travel_fee_paise === null ? '' : String(application.travel_fee_paise / 100),
  contactPreferences: application.contact_preferences,
  photos: application.photos,
});

export const toUpdateArgs = (values: ProfileOutput) => ({
  p_description: values.description,
  p_languages: values.languages,
  p_areas_served: splitAreas(values.areasServed),
  p_travels_outside_city: values.travelsOutsideCity,
  p_travel_fee_paise: values.travelsOutsideCity ? rupeesToPaise(values.travelFee) : null,
  p_contact_preferences: values.contactPreferences,
  p_photos: values.photos.map(({ path, width, height }) => ({ path, width, height })),
});

/** The database's field names to the form's. */
export const PROFILE_SERVER_FIELDS: Partial<Record<string, keyof ProfileValues>> = {
  description: 'description',
  languages: 'languages',
  areas_served: 'areasServed',
  travel_fee: 'travelFee',
  contact_preferences: 'contactPreferences',
  photos: 'photos',
};
