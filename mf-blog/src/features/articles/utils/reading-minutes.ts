/**
 * Minutes to read each article's English original (words / 200, rounded), kept as
 * metadata so list pages need no article bodies. reading-time.test.ts recomputes
 * every value from the bodies and fails if one drifts.
 */
export const READING_MINUTES: Record<string, number> = {
  'timeless-wedding-traditions': 5,
  'essential-home-ceremonies': 4,
  'festival-celebrations': 4,
  'beauty-style-guide': 4,
  'photography-tips': 4,
  'catering-ideas': 4,
  'decoration-trends': 4,
};
