import { describe, expect, it } from 'vitest';
import { budgetFactor, MAX_FACTOR, measureSpeed, median, REFERENCE_MS, speedFactorFromEnv, stepFactor, workload } from './machine-speed.mjs';

describe('machine speed for pnpm test budgets', () => {
  it('keeps the written budgets on a machine as fast as the reference or faster', () => {
    expect(budgetFactor(REFERENCE_MS / 2)).toBe(1);
    expect(budgetFactor(REFERENCE_MS)).toBe(1);
  });

  it('scales them by how much slower the workload ran, up to the cap', () => {
    expect(budgetFactor(REFERENCE_MS * 2.5)).toBeCloseTo(2.5);
    expect(budgetFactor(REFERENCE_MS * 40)).toBe(MAX_FACTOR);
  });

  it('keeps the written budgets when the workload could not be timed', () => {
    expect(budgetFactor(Number.NaN)).toBe(1);
    expect(budgetFactor(0)).toBe(1);
  });

  it('runs the same work every time, and times it in a process of its own', () => {
    expect(workload()).toBe(workload());
    const { ms, factor } = measureSpeed(1);
    expect(ms).toBeGreaterThan(0);
    expect(factor).toBe(budgetFactor(ms));
  });

  it('reads the factor pnpm test hands a step, 1 when there is none', () => {
    expect(speedFactorFromEnv(undefined)).toBe(1);
    expect(speedFactorFromEnv('fast')).toBe(1);
    expect(speedFactorFromEnv('2.5')).toBe(2.5);
    expect(speedFactorFromEnv('0.5')).toBe(1);
    expect(speedFactorFromEnv('40')).toBe(MAX_FACTOR);
  });

  it('takes the median of the times it has', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it("gives a step the median of the quiet times so far, so one fast or slow second does not set it", () => {
    expect(stepFactor([REFERENCE_MS * 3, REFERENCE_MS * 1.5, REFERENCE_MS * 3.2])).toBeCloseTo(3);
    expect(stepFactor([REFERENCE_MS * 3, REFERENCE_MS * 9, REFERENCE_MS * 3.2])).toBeCloseTo(3.2);
    expect(stepFactor([Number.NaN])).toBe(1);
  });
});
