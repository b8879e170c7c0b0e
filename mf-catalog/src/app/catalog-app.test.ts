import { describe, expect, it } from 'vitest';
import { routeCoverage } from '@utsav/shared/federation/route-coverage';
import { routes } from './catalog-app';

describe('the catalogue and the registry', () => {
  it('serve the same paths: every registry path renders a catalogue page, none is unlisted', () => {
    expect(routeCoverage('catalog', routes)).toEqual({ missing: [], unregistered: [] });
  });

  it('keeps every page below one layout route (navigating between pages never remounts the catalogue)', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]?.path).toBeUndefined();
  });
});
