/**
 * Every error key a user may see, translated in `shared/locales/errors/<lang>.json`
 * (namespace `errors`). SQL raises business rules with one of these in `hint`; a backend test
 * (sqlrules) checks every `hint = '...'` in supabase/migrations is listed here and translated.
 * Keys are stable snake_case: renaming one is a contract change.
 */
export const ERROR_KEYS = [
  // Fallbacks by code when a failure carries no key (app-error.ts).
  'unexpected',
  'network',
  'timeout',
  'forbidden',
  'not_found',
  'rate_limited',
  'session_expired',
  // Auth server (by its error code).
  'invalid_credentials',
  'email_in_use',
  'phone_in_use',
  'weak_password',
  'email_not_confirmed',
  'current_password_required',
  'current_password_invalid',
  'same_password',
  'otp_invalid',
  // Business rules raised by SQL (hint; details carry { field, min?, max?, ... }: migrations 0020, 0021).
  // SQL also raises the fallbacks above: `forbidden` (guards no screen can trip), `not_found`,
  // `session_expired`.
  'contact_rate_limited',
  'payment_in_flight',
  'provider_has_bookings',
  // Consent (0046) and deleting an account (0048): details { field: 'consent' | 'confirmation' }.
  'consent_required',
  'deletion_confirmation_mismatch',
  'text_required',
  'text_too_short',
  'text_too_long',
  'phone_invalid',
  'email_invalid',
  'value_out_of_range',
  'invalid_parameter',
  'price_range_inverted',
  'attribute_invalid',
  'bundle_item_service_invalid',
  // Provider services and bundles (issue 24): details { field: 'items' | 'photos' | 'translations' }.
  'bundle_items_too_few',
  'photo_invalid',
  'translation_invalid',
  'guest_count_above_max',
  'guest_count_below_min',
  'booking_unavailable',
  'booking_own_service',
  'event_date_past',
  // Booking requests (0034, issue 14): details carry { field: 'event_date' | 'venue_address', suggested_dates? }.
  'slot_taken',
  'date_blocked',
  'event_too_soon',
  'event_too_far',
  // Unpaid holds are capped (0045): details { max } for the caps, { field, minutes, retry_at } for the cool-down.
  'too_many_holds',
  'too_many_holds_with_provider',
  'hold_cooldown',
  'hold_rate_limited',
  'venue_address_required',
  'booking_details_locked',
  'booking_transition_invalid',
  'booking_advance_unpaid',
  'booking_completed_too_early',
  'payment_not_due',
  // Payments through Razorpay (migration 0035; the payment Edge Functions answer with these too).
  'payment_already_made',
  'payment_verification_failed',
  'payment_gateway_unavailable',
  'review_before_completion',
  'conversation_provider_not_approved',
  'conversation_booking_mismatch',
  // Messaging (issue 25): a block between the two parties; an attachment outside the conversation's folder.
  'conversation_blocked',
  'message_attachment_invalid',
  // Provider applications (issue 24): details { field } name the form's field.
  'pan_invalid',
  'gstin_invalid',
  'gstin_pan_mismatch',
  'identity_document_required',
  'portfolio_photos_too_few',
  'provider_suspended',
  'provider_already_approved',
  'review_reason_required',
  // The admin remote (issue 26): an action's reason (details { field: 'reason' }), an admin's
  // action on themselves, the last admin, and a suspended person's refused request or message.
  'admin_reason_required',
  'admin_self_action',
  'admin_last',
  'account_suspended',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
