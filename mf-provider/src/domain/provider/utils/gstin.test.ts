import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinMatchesPan, isGstin, isPan, normaliseTaxId } from './gstin';

// The samples provider_applications.test gives the database: real, published GSTINs.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'];

describe('GSTIN', () => {
  it.each(VALID)('accepts %s, whose check character is right', (gstin) => {
    expect(isGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it.each([
    ['27AAPFU0939F1ZA', 'a wrong check character'],
    ['27AAPFU0939F1Z', '14 characters'],
    ['27AAPFU0939F1XV', 'no Z in the 14th place'],
    ['2AAAPFU0939F1ZV', 'a letter in the state code'],
    ['27aapfu0939f1zv', 'lower case (normalise first)'],
  ])('refuses %s (%s)', (gstin) => {
    expect(isGstin(gstin)).toBe(false);
  });

  it('finds the PAN inside the GSTIN', () => {
    expect(gstinMatchesPan('27AAPFU0939F1ZV', 'AAPFU0939F')).toBe(true);
    expect(gstinMatchesPan('29AAGCB7383J1Z4', 'AAPFU0939F')).toBe(false);
  });
});

describe('PAN', () => {
  it('takes five letters, four digits and a letter', () => {
    expect(isPan('AAPFU0939F')).toBe(true);
    expect(isPan('ABCDE12345')).toBe(false);
    expect(isPan('ABCD1234F')).toBe(false);
  });

  it('normalises what people type', () => {
    expect(normaliseTaxId(' aapfu 0939f ')).toBe('AAPFU0939F');
  });
});
