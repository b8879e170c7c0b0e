import { describe, expect, it } from 'vitest';
import { cityOutsideReach } from './event-city';

const bengaluru = { city: 'Bengaluru', areas: ['Jayanagar', 'JP Nagar', 'Mysuru'] };

describe('cityOutsideReach', () => {
  it('names a known city the provider does not serve', () => {
    expect(cityOutsideReach('Flat 4B, 12 Anna Salai, T. Nagar, Chennai 600017', bengaluru)).toBe('Chennai');
    expect(cityOutsideReach('Plot 9, Banjara Hills, HYDERABAD', bengaluru)).toBe('Hyderabad');
    expect(cityOutsideReach('Shivaji Park, Bombay', bengaluru)).toBe('Mumbai');
  });

  it('says nothing for the provider\'s city (in any spelling we know) or an area they serve', () => {
    expect(cityOutsideReach('14 Temple Street, Jayanagar, Bengaluru 560041', bengaluru)).toBeNull();
    expect(cityOutsideReach('MG Road, Bangalore', bengaluru)).toBeNull();
    expect(cityOutsideReach('Kalyana mantapa, Mysuru', bengaluru)).toBeNull();
    // An area they serve wins over another city's name in the same address (a street named after it).
    expect(cityOutsideReach('Chennai Road, JP Nagar', bengaluru)).toBeNull();
  });

  it('says nothing when no known city is named, or nothing is typed', () => {
    expect(cityOutsideReach('Near the big temple, Thanjavur', bengaluru)).toBeNull();
    expect(cityOutsideReach('', bengaluru)).toBeNull();
    // A city's name inside another word is not that city.
    expect(cityOutsideReach('Punekar Colony, Jayanagar', { city: 'Mysuru', areas: [] })).toBeNull();
  });
});
