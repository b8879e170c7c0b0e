import * as v from 'valibot';
import { isIndianMobile, normaliseIndianMobile } from '@utsav/shared/validation/rules';
import { gstinMatchesPan, isGstin, isPan, normaliseTaxId } from '../../../domain/provider/utils/gstin';
import { rupeesToPaise, splitAreas } from '../../../domain/provider/utils/provider-options';

const msg = (key: string) => `provider:apply.errors.${key}`;
const err = (key: string) => `errors:${key}`;

export interface UploadedPhoto {
  path: string;
  width: number;
  height: number;
}

export interface UploadedDocument {
  path: string;
  /** The file's name as the applicant chose it, to show which one is uploaded. */
  name: string;
}

/** The form's values, as typed; kept whole in the draft (files by their object names). */
export interface ApplyValues {
  businessName: string;
  description: string;
  categories: string[];
  city: string;
  areasServed: string;
  languages: string[];
  experienceYears: string;
  phone: string;
  pan: string;
  gstRegistered: boolean;
  gstin: string;
  identityDocument: UploadedDocument | null;
  photos: UploadedPhoto[];
  travelsOutsideCity: boolean;
  travelFee: string;
  contactPreferences: string[];
  consent: boolean;
}

export const EMPTY_APPLICATION: ApplyValues = {
  businessName: '',
  description: '',
  categories: [],
  city: '',
  areasServed: '',
  languages: [],
  experienceYears: '',
  phone: '',
  pan: '',
  gstRegistered: false,
  gstin: '',
  identityDocument: null,
  photos: [],
  travelsOutsideCity: false,
  travelFee: '',
  contactPreferences: ['call', 'whatsapp'],
  consent: false,
};

export const LIMITS = { businessName: { min: 2, max: 120 }, description: { min: 30, max: 4000 }, city: { min: 2, max: 80 }, photos: { min: 3, max: 20 } } as const;

const text = (limits: { min: number; max: number }) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(err('text_required')), v.minLength(limits.min, err('text_too_short')), v.maxLength(limits.max, err('text_too_long')));

/** The rules of submit_provider_application, checked step by step before the database checks them again. */
export const applySchema = v.pipe(
  v.object({
    businessName: text(LIMITS.businessName),
    description: text(LIMITS.description),
    categories: v.pipe(v.array(v.string()), v.minLength(1, msg('categoriesRequired'))),
    city: text(LIMITS.city),
    areasServed: v.pipe(v.string(), v.check((value) => splitAreas(value).length > 0, msg('areasRequired'))),
    languages: v.pipe(v.array(v.string()), v.minLength(1, msg('languagesRequired'))),
    experienceYears: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/, msg('experienceInvalid'))),
    phone: v.pipe(v.string(), v.trim(), v.nonEmpty(err('validation.phoneRequired')), v.check(isIndianMobile, err('phone_invalid'))),
    pan: v.pipe(v.string(), v.transform(normaliseTaxId), v.check(isPan, err('pan_invalid'))),
    gstRegistered: v.boolean(),
    gstin: v.pipe(v.string(), v.transform(normaliseTaxId)),
    identityDocument: v.nullable(v.object({ path: v.string(), name: v.string() })),
    photos: v.array(v.object({ path: v.string(), width: v.number(), height: v.number() })),
    travelsOutsideCity: v.boolean(),
    travelFee: v.string(),
    contactPreferences: v.pipe(v.array(v.string()), v.minLength(1, msg('contactRequired'))),
    consent: v.boolean(),
  }),
  v.forward(v.check((values) => !values.gstRegistered || isGstin(values.gstin), err('gstin_invalid')), ['gstin']),
  v.forward(v.check((values) => !values.gstRegistered || !isGstin(values.gstin) || gstinMatchesPan(values.gstin, values.pan), err('gstin_pan_mismatch')), ['gstin']),
  v.forward(v.check((values) => values.identityDocument !== null, err('identity_document_required')), ['identityDocument']),
  v.forward(v.check((values) => values.photos.length >= LIMITS.photos.min, err('portfolio_photos_too_few')), ['photos']),
  v.forward(v.check((values) => !values.travelsOutsideCity || rupeesToPaise(values.travelFee) !== null, msg('travelFeeInvalid')), ['travelFee']),
  v.forward(v.check((values) => values.consent, err('consent_required')), ['consent']),
);

export type ApplyOutput = v.InferOutput<typeof applySchema>;

/** The RPC's arguments from the checked values. */
export function toSubmitArgs(values: ApplyOutput, versions: { terms: string; privacy: string }) {
  return {
    p_business_name: values.businessName,
    p_description: values.description,
    p_categories: values.categories,
    p_city: values.city,
    p_areas_served: splitAreas(values.areasServed),
    p_languages: values.languages,
    p_experience_years: Number(values.experienceYears),
    p_phone: normaliseIndianMobile(values.phone) ?? values.phone,
    p_pan: values.pan,
    p_gstin: values.gstRegistered ? values.gstin : '',
    p_identity_document_path: values.identityDocument?.path ?? '',
    p_photos: values.photos.map(({ path, width, height }) => ({ path, width, height })),
    p_travels_outside_city: values.travelsOutsideCity,
    p_travel_fee_paise: values.travelsOutsideCity ? rupeesToPaise(values.travelFee) : null,
    p_contact_preferences: values.contactPreferences,
    p_terms_version: versions.terms,
    p_privacy_version: versions.privacy,
  };
}
