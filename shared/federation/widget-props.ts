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
  /**
   * The signed-in user's conversations and the open one (profile page: as a customer; the
   * dashboard: as a provider). `conversationId` opens one (`?conversation=<id>`); `providerId`
   * starts one with that provider when there is none yet (`?provider=<id>`).
   */
  'messages/MessagesWidget': MessagesWidgetProps;
}

export interface MessagesWidgetProps {
  side?: 'customer' | 'provider';
  conversationId?: string | null;
  providerId?: string | null;
  /** Called with the open conversation (null: the list) so the host can keep it in its URL. */
  onOpen?: (conversationId: string | null) => void;
}

export type RemoteWidgetId = keyof RemoteWidgetProps;

/** The keys above, as a value (what the registry test compares). */
export const REMOTE_WIDGET_IDS = ['catalog/FavouritesWidget', 'booking/BookingHistoryWidget', 'messages/MessagesWidget'] as const satisfies readonly RemoteWidgetId[];

// Fails to compile when a key of RemoteWidgetProps is missing from the list above.
type Unlisted = Exclude<RemoteWidgetId, (typeof REMOTE_WIDGET_IDS)[number]>;
export const EVERY_WIDGET_LISTED: [Unlisted] extends [never] ? true : never = true;
