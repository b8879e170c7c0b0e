/** The longest side a photo keeps (portfolio, services, messages): sharp on a phone and a laptop, a few hundred kB as WebP. */
export const PHOTO_MAX_SIDE = 1600;

/** Width and height scaled down (never up) so the longer side is at most `max`. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
