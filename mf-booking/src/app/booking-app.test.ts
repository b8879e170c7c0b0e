import { describe, expect, it } from 'vitest';
import { routeCoverage } from '@utsav/shared/federation/route-coverage';
import { routes } from './booking-app';

describe('the booking remote and the registry', () => {
  it('serve the same paths: every registry path renders a booking page, none is unlisted', () => {
    expect(routeCoverage('booking', routes)).toEqual({ missing: [], unregistered: [] });
  });

  it('keeps every page below one layout route (navigating between pages never remounts the remote)', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]?.path).toBeUndefined();
  });
});
