import { defineRemoteWidget } from '@utsav/shared/federation/define-remote-widget';
import { BookingHistoryWidget } from '../features/bookings/components/booking-history-widget';
import { bookingNamespace } from './booking-namespace';
import './booking.css';

/**
 * `booking/BookingHistoryWidget`, shown by the shell's profile page: the signed-in customer's
 * bookings, upcoming and past, each with its status and next step. No props (widget-props.ts).
 */
const widget = defineRemoteWidget({ name: 'booking/BookingHistoryWidget', namespace: bookingNamespace, Widget: BookingHistoryWidget });

export default widget.default;
export const prepare = widget.prepare;
