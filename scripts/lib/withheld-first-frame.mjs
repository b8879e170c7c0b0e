// Headless Chromium sometimes painted a page's first frame and showed it only about a second
// later (1.00-1.02 s every time): the compositor's first frame of the page, with the viewport's
// new surface id, sat drawn but unsubmitted (cf. GoogleChrome/lighthouse#17148). Lighthouse takes
// the late moment as the observed first paint, and its simulation then counts every task before
// it into the largest contentful paint: ~3 s instead of ~1.1 s for our home page. Starting the
// app's chunks only once the frame is shown (shell/src/index.ts) made it rarer (0 of 95 runs of a
// --report with --run-all-compositor-stages-before-draw, which then left one browser painting
// nothing, so it is not used). `pnpm lighthouse` measures the gap of every run and says when one
// was late; no run is set aside for it.

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
