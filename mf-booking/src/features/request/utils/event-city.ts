/** Where the provider works, as their public profile states it (service_providers). */
export interface ProviderReach {
  name: string;
  city: string;
  areas: string[];
  /** They take events in other cities (V1's profile columns, issue 24). */
  travelsOutsideCity: boolean;
  /** Their travel fee for another city, in paise; null: not stated. */
  travelFeePaise: number | null;
}

/** The cities the catalogue serves (the common namespace's data.cities keys). */
export const KNOWN_CITIES = ['Bengaluru', 'Chennai', 'Hyderabad', 'Mumbai', 'Delhi', 'Pune', 'Kochi', 'Jaipur'] as const;

// Older and everyday names a family may type for the same city.
const ALIASES: Record<string, string> = {
  bangalore: 'Bengaluru',
  madras: 'Chennai',
  bombay: 'Mumbai',
  'new delhi': 'Delhi',
  cochin: 'Kochi',
  ernakulam: 'Kochi',
  secunderabad: 'Hyderabad',
};

const fold = (text: string) => ` ${text.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
const mentions = (address: string, place: string) => place.trim() !== '' && address.includes(fold(place));

/**
 * The city of the event when the venue's address names one the provider does not serve; null
 * when it names their city or one of their areas, or no city we know (then nothing is said:
 * a guess would be wrong more often than it helps).
 */
export function cityOutsideReach(address: string, reach: Pick<ProviderReach, 'city' | 'areas'>): string | null {
  const folded = fold(address);
  if (folded.trim() === '') return null;
  const home = ALIASES[reach.city.toLowerCase()] ?? reach.city;
  if (mentions(folded, reach.city) || mentions(folded, home) || reach.areas.some((area) => mentions(folded, area))) return null;
  for (const [alias, city] of Object.entries(ALIASES)) {
    if (city !== home && mentions(folded, alias)) return city;
  }
  return KNOWN_CITIES.find((city) => city !== home && mentions(folded, city)) ?? null;
}
