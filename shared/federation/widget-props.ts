/**
 * The props of every widget a remote exposes, by its federation id (`remote/Name`). The host
 * loads widgets through a loader typed by this map, so a renamed widget or a changed prop is a
 * type error in the host, not a blank card at run time. A test checks these keys equal the
 * registry's widgets.
 */
export interface RemoteWidgetProps {
  /** The signed-in user's saved services, providers and bundles (profile page). */
  'catalog/FavouritesWidget': Record<string, never>;
  /** The signed-in user's bookings (profile page); the booking remote is still to come. */
  'booking/BookingHistoryWidget': Record<string, never>;
}

export type RemoteWidgetId = keyof RemoteWidgetProps;

/** The keys above, as a value (what the registry test compares). */
export const REMOTE_WIDGET_IDS = ['catalog/FavouritesWidget', 'booking/BookingHistoryWidget'] as const satisfies readonly RemoteWidgetId[];
