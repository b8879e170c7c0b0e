// Headless Chromium sometimes paints a page's first frame and then shows it only about a second
// later: the page's compositor stops getting BeginFrames from viz for a while (the renderer's
// first frame, with the viewport's new surface id, sits drawn but unsubmitted; cf.
// GoogleChrome/lighthouse#17148). Lighthouse takes the late moment as the observed first paint,
// and its simulation then counts every task before it into the largest contentful paint: ~3 s
// instead of ~1.1 s for our home page. Our pages made it likely: the app's chunks started in the
// task right after the first paint, so the renderer was busy while that frame was on its way
// (home: late in 12 of 36 runs, a static control page beside them in 0 of 31); the shell now
// starts them once the frame is shown (shell/src/index.ts). The control page in
// scripts/lighthouse.mjs tells the browser's share from the page's.

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
