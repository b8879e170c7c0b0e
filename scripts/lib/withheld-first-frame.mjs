// Headless Chromium sometimes paints a page's first frame and then shows it only about a second
// later: viz stops sending the page BeginFrames for a while during the load
// (ThrottleUnresponsiveClient; GoogleChrome/lighthouse#17148, seen on PageSpeed Insights too).
// Lighthouse takes the late moment as the observed first paint, and its simulation then counts
// every task before it into the largest contentful paint: ~3.8 s instead of ~1.8 s for our home
// page. It happened here with no script of ours running before the first frame, so it says
// nothing about the page. A run where it happened is not a measurement of the page.

/** Above this gap between painting the first frame and showing it, the frame was withheld. */
export const WITHHELD_FRAME_MS = 500;

/**
 * Milliseconds between the end of the main frame's first paint and its first contentful paint
 * as Chrome reported it (when the frame reached the screen), from a Lighthouse trace; `undefined`
 * when the trace lacks either event.
 * @param {Array<{ name: string, ph?: string, ts: number, dur?: number, args?: any }>} traceEvents
 */
export function firstFrameDelayMs(traceEvents) {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.args?.frame);
  if (!fcp) return undefined;
  const paints = traceEvents.filter((event) => event.name === 'Paint' && event.ph === 'X' && event.args?.data?.frame === fcp.args.frame && event.ts <= fcp.ts);
  if (!paints.length) return undefined;
  const first = paints.reduce((earliest, event) => (event.ts < earliest.ts ? event : earliest));
  return (fcp.ts - (first.ts + (first.dur ?? 0))) / 1000;
}
