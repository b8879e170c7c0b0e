// Razorpay's test-mode instruments: which card numbers and UPI IDs succeed and which fail.
import type { Card } from '../entities.ts';
import { STRINGS } from './strings.ts';

export const SUCCESS_CARDS: Record<string, Card['network']> = {
  '5104060000000008': 'MasterCard',
  '4718609108204366': 'Visa',
};
export const FAILURE_CARDS: Record<string, Card['network']> = {
  '4000000000000002': 'Visa',
};
export const SUCCESS_VPA = 'success@razorpay';
export const FAILURE_VPA = 'failure@razorpay';

export interface FieldError {
  field: string;
  description: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

/** The card's outcome, or the first field the customer must fix. */
export function classifyCard(card: CardInput, now = new Date()): { outcome: 'success' | 'failure'; network: Card['network']; last4: string } | FieldError {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { field: 'card_number', description: STRINGS.cardNumberInvalid };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { field: 'card_expiry', description: STRINGS.cardExpiryInvalid };
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { field: 'card_expiry', description: STRINGS.cardExpired };
  }
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return { field: 'card_cvv', description: STRINGS.cardCvvInvalid };
  const last4 = digits.slice(-4);
  if (SUCCESS_CARDS[digits]) return { outcome: 'success', network: SUCCESS_CARDS[digits], last4 };
  if (FAILURE_CARDS[digits]) return { outcome: 'failure', network: FAILURE_CARDS[digits], last4 };
  return { field: 'card_number', description: STRINGS.cardNotTestCard };
}

export function classifyVpa(vpa: string): { outcome: 'success' | 'failure' } | FieldError {
  const value = vpa.trim().toLowerCase();
  if (!/^[a-z0-9._-]{2,256}@[a-z]{2,64}$/.test(value)) return { field: 'vpa', description: STRINGS.vpaInvalid };
  if (value === SUCCESS_VPA) return { outcome: 'success' };
  if (value === FAILURE_VPA) return { outcome: 'failure' };
  return { field: 'vpa', description: STRINGS.vpaNotTestVpa };
}

export const isFieldError = (value: object): value is FieldError => 'field' in value;
