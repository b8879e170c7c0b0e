// The rows the admin functions answer (supabase/schemas/90_admin.sql), as the contract of issue 26
// names them. Columns the SQL may leave null are typed so; every list row repeats total_count.
import type { Paged } from '../../../utils/paging';

export type { FetchPage, Page, Paged } from '../../../utils/paging';
export { toPage } from '../../../utils/paging';

export interface AuditEntry extends Paged {
  id: number;
  admin_id: string | null;
  admin_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface ApplicationDocument {
  kind: string;
  path: string;
}

export interface Application extends Paged {
  provider_id: string;
  profile_id: string;
  business_name: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  areas_served: string[] | null;
  languages: string[] | null;
  experience_years: number | null;
  description: string | null;
  categories: string[] | null;
  pan: string | null;
  gstin: string | null;
  submitted_at: string | null;
  status: string;
  status_reason: string | null;
  documents: ApplicationDocument[];
  photos: { path: string; width?: number | null; height?: number | null }[];
}

export type ApplicationDecision = 'approved' | 'rejected' | 'needs_info';

export type PersonRole = 'customer' | 'provider' | 'admin';

export interface PersonRow extends Paged {
  profile_id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  role: PersonRole;
  provider_id: string | null;
  provider_status: string | null;
  business_name: string | null;
  suspended_at: string | null;
  bookings_count: number;
  created_at: string;
}

export interface BookingRow extends Paged {
  id: string;
  tracking_code: string;
  status: string;
  event_date: string;
  event_time: string | null;
  title: string | null;
  customer_id: string | null;
  customer_name: string | null;
  provider_id: string;
  provider_name: string | null;
  total_paise: number;
  advance_paise: number;
  paid_paise: number;
  refunded_paise: number;
  created_at: string;
}

export interface TimelineEvent {
  id: string | number;
  from_status: string | null;
  to_status: string;
  actor_role: string | null;
  actor_name: string | null;
  note: string | null;
  created_at: string;
}

export interface PaymentItem {
  id: string;
  kind: string;
  amount_paise: number;
  status: string;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  method: string | null;
  paid_at: string | null;
  amount_refunded_paise?: number | null;
  created_at: string;
}

export interface RefundItem {
  id: string;
  payment_id: string | null;
  amount_paise: number;
  status: string;
  reason: string | null;
  initiated_by: string | null;
  processed_at: string | null;
  created_at: string;
}

export interface BookingDetail {
  booking: {
    id: string;
    tracking_code: string;
    status: string;
    status_note: string | null;
    event_date: string;
    event_time: string | null;
    guest_count: number | null;
    special_requirements: string | null;
    title: string | null;
    total_paise: number;
    advance_paise: number;
    remaining_paise: number;
    created_at: string;
    venue_address: string | null;
  };
  customer: { id: string | null; full_name: string | null; email: string | null; phone: string | null };
  provider: { id: string; profile_id: string; business_name: string | null; email: string | null; phone: string | null; status: string };
  timeline: TimelineEvent[];
  payments: PaymentItem[];
  refunds: RefundItem[];
  conversation_id: string | null;
  /** The statuses the booking graph lets an admin move it to now (my_booking_actions' admin edges). */
  actions: string[];
}

export interface StuckPayment extends Paged {
  payment_id: string;
  booking_id: string;
  tracking_code: string;
  kind: string;
  amount_paise: number;
  status: string;
  gateway_status: string | null;
  razorpay_order_id: string;
  customer_name: string | null;
  provider_name: string | null;
  booking_status: string;
  created_at: string;
  reconciled_at: string | null;
}

export interface PersonReview {
  id: string;
  rating: number;
  comment: string | null;
  reviewer_name?: string | null;
  provider_id?: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
}

export interface PersonReport {
  id: string;
  conversation_id: string;
  message_id: string | null;
  reason: string | null;
  status: string;
  direction: 'by' | 'against';
  created_at: string;
}

export interface PersonBooking {
  id: string;
  tracking_code: string;
  status: string;
  event_date: string;
  total_paise: number;
  created_at: string;
  as_role: 'customer' | 'provider';
}

export interface PersonPayment {
  id: string;
  booking_id: string;
  tracking_code: string;
  kind: string;
  amount_paise: number;
  status: string;
  amount_refunded_paise: number | null;
  paid_at: string | null;
  created_at: string;
}

export interface PersonDetail {
  profile: {
    id: string;
    full_name: string | null;
    email: string | null;
    phone: string | null;
    city: string | null;
    user_type: string;
    preferred_language: string | null;
    created_at: string;
    last_sign_in_at: string | null;
    suspended_at: string | null;
    suspension_reason: string | null;
  };
  provider: {
    id: string;
    business_name: string;
    status: string;
    status_reason: string | null;
    city: string | null;
    rating_avg: number | null;
    rating_count: number | null;
  } | null;
  counts: {
    bookings_as_customer: number;
    bookings_as_provider: number;
    reviews_written: number;
    reviews_received: number;
    reports_by: number;
    reports_against: number;
  };
  recent_bookings: PersonBooking[];
  payments: PersonPayment[];
  reviews_written: PersonReview[];
  reviews_received: PersonReview[];
  reports: PersonReport[];
}

export interface ReportMessage {
  id: string;
  sender_id: string | null;
  body: string | null;
  created_at: string;
}

export interface ReportRow extends Paged {
  report_id: string;
  status: 'open' | 'closed';
  reason: string | null;
  created_at: string;
  handled_at: string | null;
  resolution: 'dismissed' | 'actioned' | null;
  resolution_note: string | null;
  reporter_id: string | null;
  reporter_name: string | null;
  conversation_id: string;
  customer_id: string | null;
  customer_name: string | null;
  provider_id: string;
  provider_name: string | null;
  /** The reported message; null when the whole conversation was reported. */
  message: ReportMessage | null;
  context: ReportMessage[];
}

export interface ReviewRow extends Paged {
  review_id: string;
  booking_id: string | null;
  tracking_code: string | null;
  rating: number;
  comment: string | null;
  reviewer_name: string | null;
  customer_id: string | null;
  provider_id: string;
  provider_name: string | null;
  provider_reply: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
}

export interface ContactRow extends Paged {
  message_id: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  handled: boolean;
  handled_at: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
}

