import { describe, expect, it } from 'vitest';
import { firstFrameDelayMs, WITHHELD_FRAME_MS } from './withheld-first-frame.mjs';

const FRAME = 'MAIN';
const paint = (ms, frame = FRAME) => ({ name: 'Paint', ph: 'X', ts: ms * 1000, dur: 5000, args: { data: { frame } } });
const fcp = (ms) => ({ name: 'firstContentfulPaint', ph: 'R', ts: ms * 1000, args: { frame: FRAME } });

describe('firstFrameDelayMs', () => {
  it('measures from the end of the first paint of the main frame to the reported first contentful paint', () => {
    // As in a Lighthouse trace of the home page: painted at 254 ms, shown at 1314 ms.
    const delay = firstFrameDelayMs([paint(900), paint(254), paint(100, 'AN-SVG-IMAGE'), fcp(1314)]);
    expect(delay).toBe(1055);
    expect(delay).toBeGreaterThan(WITHHELD_FRAME_MS);
  });

  it('is small when the frame reached the screen at once', () => {
    expect(firstFrameDelayMs([paint(254), fcp(281)])).toBe(22);
  });

  it('ignores paints after the first contentful paint, and says nothing without the events', () => {
    expect(firstFrameDelayMs([paint(2000), fcp(300)])).toBeUndefined();
    expect(firstFrameDelayMs([paint(200)])).toBeUndefined();
    expect(firstFrameDelayMs([])).toBeUndefined();
  });
});
