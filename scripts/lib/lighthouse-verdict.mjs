// What the Lighthouse gate (scripts/lighthouse.mjs) requires of its runs, and how it reads them.

// 95 since issue 27: the home page's median of 5 was 100 on a quiet machine and 99 with a load
// average of 13-15 from other work (runs 79, 99, 99, 99, 99).
export const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * How the gate reads its runs, per category (Lighthouse CI's aggregation methods, docs/assertions.md):
 * - performance, the best run ("optimistic", Lighthouse CI's default). On these shared two-core
 *   hosts one build's runs scored 86-100 within a minute, TBT 39-560 ms: the renderer's long
 *   tasks took 1.3-1.9 times their CPU time in wall time, and Lantern multiplies wall time by 4.
 *   Interference only ever adds time, so the fastest run is the closest to what the page itself
 *   costs (why `timeit` takes the minimum). On 2026-11-29 the median of 5 failed 4 of 11 gates of
 *   one unchanged build (and 3 of 4 CI runs the day before); their best run was 95-100 in all 11.
 *   A change that slows the page slows every run, the fastest too.
 * - accessibility, best practices and SEO, every run ("pessimistic"): the host's speed does not
 *   move them, so a run below 100 is the page's fault.
 */
export const AGGREGATE = { performance: 'best', accessibility: 'worst', 'best-practices': 'worst', seo: 'worst' };

/** The gate's figure for a category from its runs' scores (0-100), and whether it meets the minimum. */
export function gateVerdict(category, scores) {
  if (!scores.length) return { score: NaN, ok: false };
  const score = AGGREGATE[category] === 'best' ? Math.max(...scores) : Math.min(...scores);
  return { score, ok: score >= MINIMUM[category] };
}
