import { describe, expect, it } from 'vitest';
import { checkEventDate, localToday, parseGuests, parsePriceRange, parseRupees } from './filter-input';

describe('parseRupees', () => {
  it('accepts Indian grouping, a rupee sign and spaces', () => {
    expect(parseRupees('1,50,000')).toEqual({ value: 150000 });
    expect(parseRupees('₹ 5000')).toEqual({ value: 5000 });
    expect(parseRupees('')).toEqual({});
    expect(parseRupees('   ')).toEqual({});
  });

  it('refuses decimals, words, negatives and more than ₹1 crore', () => {
    expect(parseRupees('499.50').error).toBe('wholeNumber');
    expect(parseRupees('five').error).toBe('wholeNumber');
    expect(parseRupees('-20').error).toBe('wholeNumber');
    expect(parseRupees('100000001').error).toBe('tooLarge');
  });
});

describe('parsePriceRange', () => {
  it('puts the error on the upper bound when it is below the lower one', () => {
    expect(parsePriceRange('5000', '1000')).toEqual({ min: 5000, max: 1000, errors: { max: 'minAboveMax' } });
    expect(parsePriceRange('1000', '1000').errors).toEqual({});
    expect(parsePriceRange('', '2000')).toEqual({ min: undefined, max: 2000, errors: {} });
  });

  it('reports each bad field on its own', () => {
    expect(parsePriceRange('x', '9'.repeat(10)).errors).toEqual({ min: 'wholeNumber', max: 'tooLarge' });
  });
});

describe('parseGuests', () => {
  it('takes 1 to 1,00,000 guests', () => {
    expect(parseGuests('250')).toEqual({ value: 250 });
    expect(parseGuests('1,00,000')).toEqual({ value: 100000 });
    expect(parseGuests('0').error).toBe('guestsRange');
    expect(parseGuests('100001').error).toBe('guestsRange');
    expect(parseGuests('2.5').error).toBe('wholeNumber');
  });
});

describe('checkEventDate', () => {
  it('takes today or later, refuses the past and impossible dates', () => {
    expect(checkEventDate('2030-06-01', '2030-06-01')).toEqual({ value: '2030-06-01' });
    expect(checkEventDate('2030-05-31', '2030-06-01').error).toBe('pastDate');
    expect(checkEventDate('2030-02-31', '2030-01-01').error).toBe('invalidDate');
    expect(checkEventDate('', '2030-01-01')).toEqual({});
  });

  it('today is the local calendar date', () => {
    expect(localToday(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});
