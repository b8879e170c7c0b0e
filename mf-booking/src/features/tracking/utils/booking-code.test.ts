import { describe, expect, it } from 'vitest';
import { normaliseBookingCode } from './booking-code';

describe('normaliseBookingCode', () => {
  it.each([
    ['UTS-7K2M9Q', 'UTS-7K2M9Q'],
    ['uts-7k2m9q', 'UTS-7K2M9Q'],
    [' uts 7k2 m9q ', 'UTS-7K2M9Q'],
    ['7k2m9q', 'UTS-7K2M9Q'],
    ['UTS7K2M9Q', 'UTS-7K2M9Q'],
  ])('reads %j as %s', (input, code) => {
    expect(normaliseBookingCode(input)).toBe(code);
  });

  it.each(['', 'UTS-', 'UTS-7K2M9', 'UTS-7K2M9QQ', 'UTS-0K2M9Q', 'ABC-7K2M9Q', 'UTS-7K2M9!'])('refuses %j', (input) => {
    expect(normaliseBookingCode(input)).toBeNull();
  });
});
