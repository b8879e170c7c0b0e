/**
 * Every error key the apps translate (`errors:<key>`, shared/locales/errors/<lang>.json).
 *
 * The database raises business-rule errors with one of these in `hint` (and the field and its
 * parameters as JSON in `details`); supabase/tests/error_keys.test.ts fails when a migration
 * raises a key missing here. The last group are the fallbacks for errors without a hint.
 */
export const ERROR_KEYS = [
  // Validation rules (migration 0020): details { field, min?, max? }.
  'text_required',
  'text_too_short',
  'text_too_long',
  'phone_invalid',
  'email_invalid',
  // Profiles and provider applications.
  'profile_id_immutable',
  'user_type_admin_only',
  'provider_profile_immutable',
  'provider_status_admin_only',
  // Services, their attributes and bundles: details { field: 'attributes', attribute, min?, max? }.
  'attribute_unknown',
  'attribute_not_boolean',
  'attribute_out_of_range',
  'attribute_text_length',
  'attribute_list_invalid',
  'service_provider_immutable',
  'bundle_provider_immutable',
  'bundle_item_service_invalid',
  // Bookings.
  'service_not_found',
  'bundle_not_found',
  'guest_count_above_max',
  'guest_count_below_min',
  'booking_target_invalid',
  'booking_for_self_only',
  'booking_unavailable',
  'booking_own_service',
  'event_date_past',
  'booking_fields_immutable',
  'booking_erasure_system_only',
  'booking_details_locked',
  'booking_transition_invalid',
  'booking_transition_forbidden',
  'booking_advance_unpaid',
  'booking_completed_too_early',
  // Payments.
  'payment_fields_immutable',
  'payment_update_gateway_only',
  'payment_status_gateway_only',
  'payment_not_your_booking',
  'advance_before_acceptance',
  'remaining_before_confirmation',
  // Reviews.
  'booking_not_found',
  'review_customer_only',
  'review_before_completion',
  'review_fields_immutable',
  'review_reply_provider_only',
  'review_edit_customer_only',
  'review_forbidden',
  // Notifications, chats, the contact form.
  'notification_read_flag_only',
  'conversation_immutable',
  'conversation_provider_not_approved',
  'conversation_booking_mismatch',
  'conversation_needs_booking',
  'conversation_forbidden',
  'message_immutable',
  'message_read_recipient_only',
  'contact_rate_limited',
  // Catalogue listing and search arguments (22023): details { field, min?, max? }.
  'price_negative',
  'price_range_inverted',
  'guest_count_out_of_range',
  'rating_out_of_range',
  'page_size_out_of_range',
  'offset_out_of_range',
  'sort_unknown',
  'capacity_out_of_range',
  'search_text_too_long',
  'kind_unknown',
  // Sessions and the account.
  'sign_in_required',
  'provider_has_bookings',
  'payment_in_flight',
  // Fallbacks for errors without a hint (by code: 42501, 57014, a failed fetch, anything else).
  'forbidden',
  'timeout',
  'network',
  'unexpected',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];
