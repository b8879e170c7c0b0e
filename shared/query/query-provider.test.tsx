import { render } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from '@utsav/shared/query/query-provider';

describe('QueryProvider', () => {
  // Leaving the only page with a provider for another's (a click from one remote's page to the
  // next) used to drop the client's window listeners and add them again inside the click.
  it('keeps the client listening for focus and the network once a provider has mounted, after it unmounts', () => {
    const first = render(<QueryProvider>first page</QueryProvider>);
    expect(focusManager.hasListeners()).toBe(true);
    first.unmount();
    expect(focusManager.hasListeners()).toBe(true);
    expect(onlineManager.hasListeners()).toBe(true);
    const next = render(<QueryProvider>next page</QueryProvider>);
    expect(next.getByText('next page')).toBeTruthy();
  });
});
