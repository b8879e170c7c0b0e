// The entities as Razorpay's API returns them (only the fields our payment code can meet).

export type Notes = Record<string, string>;

export interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export interface Card {
  id: string;
  entity: 'card';
  name: string;
  last4: string;
  network: 'MasterCard' | 'Visa' | 'RuPay' | 'Unknown';
  type: 'credit';
  issuer: null;
  international: false;
  emi: false;
}

export interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card' | 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  card?: Card;
  bank: null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

export const collection = <T>(items: T[]): Collection<T> => ({ entity: 'collection', count: items.length, items });

/** A snapshot, so an event's payload keeps the state it was sent with. */
export const snapshot = <T>(entity: T): T => structuredClone(entity);
