import type { FavouriteItem } from './describe-favourite';

/** WhatsApp's own limit on a prefilled message is far above this; a long list is cut with "…". */
const MAX_ITEMS = 20;

/**
 * A wa.me link that opens WhatsApp (app or web) with the list ready to send to anyone:
 * a heading line, then one line per favourite with its name and full address. Favourites no
 * longer public are left out (their address leads nowhere).
 */
export function whatsAppShareUrl(items: readonly FavouriteItem[], heading: string, origin: string): string | null {
  const lines = items
    .filter((item): item is FavouriteItem & { name: string; href: string } => !!item.name && !!item.href)
    .map((item) => `• ${item.name}: ${new URL(item.href, origin).toString()}`);
  if (lines.length === 0) return null;
  const shown = lines.length > MAX_ITEMS ? [...lines.slice(0, MAX_ITEMS), '…'] : lines;
  return `https://wa.me/?text=${encodeURIComponent([heading, ...shown].join('\n'))}`;
}
