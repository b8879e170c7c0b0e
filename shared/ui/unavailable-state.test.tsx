// The one "could not be loaded" state of every app: a remote's area in the shell, a widget, a
// list whose request failed. Its Retry says so while it works, in the visitor's language.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { ResetBoundary } from '@utsav/shared/ui/reset-boundary';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';

describe('UnavailableState', () => {
  it('as a page, says the section is unavailable and retries, showing that it is retrying until the retry settles', async () => {
    let settle: () => void = () => undefined;
    let retries = 0;
    const { user } = await renderWithProviders(
      <UnavailableState
        variant="page"
        onRetry={() => {
          retries += 1;
          return new Promise<void>((resolve) => (settle = resolve));
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
    settle();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('inline, is an alert with its own line or the common one, and a retry that failed can be pressed again', async () => {
    let retries = 0;
    const { user, rerender } = await renderWithProviders(
      <UnavailableState
        onRetry={() => {
          retries += 1;
          return Promise.reject(new Error('still offline'));
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded. Check your connection and try again.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(retries).toBe(2);
    rerender(<UnavailableState onRetry={() => undefined} message="Your favourites are unavailable right now." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your favourites are unavailable right now.');
  });

  it('is translated: Hindi', async () => {
    await renderWithProviders(<UnavailableState variant="page" onRetry={() => undefined} />, { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'यह भाग अभी उपलब्ध नहीं है' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});

describe('ResetBoundary', () => {
  let broken = true;
  function Part() {
    if (broken) throw new Error('a part that fails while rendering');
    return <p>The part</p>;
  }

  it('shows the fallback in place of a part that threw, and its reset renders the part again', async () => {
    const { user } = await renderWithProviders(
      <ResetBoundary label="A test part" resetKey="one" fallback={(reset) => <UnavailableState onRetry={reset} />}>
        <Part />
      </ResetBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('The part')).toBeInTheDocument();
  });

  it('resets when its key changes after an error (the next page), not on a render with the same key', async () => {
    broken = true;
    function Harness() {
      const [path, setPath] = useState('/a');
      const [, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders((count) => count + 1)}>
            Render again
          </button>
          <button type="button" onClick={() => setPath('/b')}>
            Next page
          </button>
          <ResetBoundary label="A test part" resetKey={path} fallback={() => <p>failed</p>}>
            <Part />
          </ResetBoundary>
        </>
      );
    }
    const { user } = await renderWithProviders(<Harness />);
    expect(screen.getByText('failed')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByText('failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('The part')).toBeInTheDocument();
  });
});
