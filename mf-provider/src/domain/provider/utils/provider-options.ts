// The choices the apply and profile forms offer. Languages are stored by their English name, as
// the seeded providers have them (service_providers.languages); the label is translated.

export const PROVIDER_LANGUAGES = ['Hindi', 'English', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Marathi', 'Bengali', 'Gujarati', 'Urdu'] as const;

export const CONTACT_PREFERENCES = ['call', 'whatsapp', 'chat'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** Areas as one line of text ("Adyar, Mylapore") and as the list the database keeps. */
export const splitAreas = (text: string) =>
  [...new Set(text.split(/[,\n]/).map((area) => area.trim()).filter(Boolean))];
export const joinAreas = (areas: readonly string[]) => areas.join(', ');

/** Rupees typed in a field to paise; empty or not a whole number is null. */
export function rupeesToPaise(text: string): number | null {
  const trimmed = text.replace(/[,\s₹]/g, '');
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed) * 100;
}
