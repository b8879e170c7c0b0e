import { describe, expect, it } from 'vitest';
import { fitWithin } from '@utsav/shared/media/image-size';

describe('fitWithin', () => {
  it('scales a camera photo down to 1600 px on its longer side, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never scales a small photo up', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
