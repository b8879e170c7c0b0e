import type { TFunction } from 'i18next';

/** A booking status as the admin reads it (an unknown one, from a newer database, as it is). */
export const bookingStatusLabel = (t: TFunction, status: string) => t(`admin:status.${status}`, { defaultValue: status });

/** A payment or refund status. */
export const moneyStatusLabel = (t: TFunction, status: string) => t(`admin:moneyStatus.${status}`, { defaultValue: status });
