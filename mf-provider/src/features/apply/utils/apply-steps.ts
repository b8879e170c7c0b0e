import type { ApplyValues } from './apply-schema';

/** The short steps of the form, each with its fields (the progress shows where one is). */
export const APPLY_STEPS = [
  { id: 'business', fields: ['businessName', 'description'] },
  { id: 'categories', fields: ['categories'] },
  { id: 'area', fields: ['city', 'areasServed'] },
  { id: 'about', fields: ['languages', 'experienceYears', 'phone'] },
  { id: 'verification', fields: ['pan', 'gstRegistered', 'gstin', 'identityDocument'] },
  { id: 'photos', fields: ['photos'] },
  { id: 'terms', fields: ['travelsOutsideCity', 'travelFee', 'contactPreferences', 'consent'] },
] as const satisfies readonly { id: string; fields: readonly (keyof ApplyValues)[] }[];

export type ApplyStepId = (typeof APPLY_STEPS)[number]['id'];

/** The database's field names (an error's detail.field) to the form's. */
export const SERVER_FIELDS: Partial<Record<string, keyof ApplyValues>> = {
  business_name: 'businessName',
  description: 'description',
  categories: 'categories',
  city: 'city',
  areas_served: 'areasServed',
  languages: 'languages',
  experience_years: 'experienceYears',
  phone: 'phone',
  pan: 'pan',
  gstin: 'gstin',
  identity_document: 'identityDocument',
  photos: 'photos',
  travel_fee: 'travelFee',
  contact_preferences: 'contactPreferences',
  consent: 'consent',
};

export const stepOfField = (field: keyof ApplyValues) => APPLY_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
