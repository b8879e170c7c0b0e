// The checkout page's form, checked as Razorpay's page checks it before any payment exists: a field
// error here creates no payment; a valid form becomes a payment attempt that succeeds or fails by
// the test instrument used.
import { RazorpayError } from '../errors.ts';
import type { CheckoutAttempt } from '../gateway.ts';
import type { Notes } from '../entities.ts';
import { classifyCard, classifyVpa, isFieldError, type FieldError } from './instruments.ts';
import { STRINGS } from './strings.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function fieldError({ field, description }: FieldError): RazorpayError {
  return new RazorpayError(400, description, { field, source: 'customer', step: 'payment_initiation', reason: 'input_validation_failed' });
}

function notesOf(value: unknown): Notes {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>).slice(0, 15);
  return Object.fromEntries(entries.map(([key, note]) => [key.slice(0, 256), text(note).slice(0, 256)]));
}

/** The attempt the form describes, or a RazorpayError naming the field to fix. */
export function parseCheckoutForm(body: Record<string, unknown>, keyId: string): CheckoutAttempt {
  if (text(body.key_id) !== keyId) throw new RazorpayError(400, STRINGS.keyInvalid, { field: 'key_id', source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' });
  const orderId = text(body.order_id);
  if (!orderId) throw new RazorpayError(400, STRINGS.orderMissing, { field: 'order_id', source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' });
  const email = text(body.email).trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw fieldError({ field: 'email', description: STRINGS.emailInvalid });
  const contact = text(body.contact).replace(/[\s-]/g, '');
  if (!/^\+?\d{8,15}$/.test(contact)) throw fieldError({ field: 'contact', description: STRINGS.contactInvalid });
  const common = { orderId, email, contact, description: text(body.description).slice(0, 255) || null, notes: notesOf(body.notes) };

  if (body.method === 'card') {
    const result = classifyCard({ number: text(body.card_number), expiry: text(body.card_expiry), cvv: text(body.card_cvv) });
    if (isFieldError(result)) throw fieldError(result);
    const name = text(body.card_name).trim().slice(0, 100);
    return { ...common, method: 'card', outcome: result.outcome, card: { name, last4: result.last4, network: result.network } };
  }
  if (body.method === 'upi') {
    const vpa = text(body.vpa).trim().toLowerCase();
    const result = classifyVpa(vpa);
    if (isFieldError(result)) throw fieldError(result);
    return { ...common, method: 'upi', outcome: result.outcome, vpa };
  }
  throw fieldError({ field: 'method', description: STRINGS.methodInvalid });
}
