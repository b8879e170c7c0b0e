import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from '@utsav/shared/federation/retryable-lazy';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { RootError } from './error-screen';

describe("the shell's error panel", () => {
  // A shell page's chunk that failed (offline for a moment) loads on "Try again", without a reload.
  it('imports a page whose chunk failed again when Try again is pressed', async () => {
    let imports = 0;
    const Page = retryableLazy(async () => {
      imports += 1;
      if (imports === 1) throw new Error('Loading chunk page-about failed');
      return { default: () => <h1>About Utsav</h1> };
    });
    await renderRoutes([{ path: '/', element: <Page />, errorElement: <RootError /> }]);
    const retry = await screen.findByRole('button', { name: /try again/i });
    expect(imports).toBe(1);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'About Utsav' })).toBeInTheDocument();
    expect(imports).toBe(2);
  });
});
