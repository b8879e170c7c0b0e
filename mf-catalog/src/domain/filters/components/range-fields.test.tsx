// Typed filters apply like every other filter, by themselves: once typing pauses, at once on
// Enter or on leaving the group; a bad value is not applied and keeps what was typed.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { RangeFields } from './range-fields';
import { TYPING_PAUSE_MS } from '../hooks/use-debounced-commit';

const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

async function renderRange() {
  const onChange = vi.fn();
  await renderWithProviders(<RangeFields priceLabel="Price (₹)" onChange={onChange} />, { prepare });
  vi.useFakeTimers();
  return onChange;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RangeFields', () => {
  it('applies the range once typing pauses, not at every keystroke, and has no Apply button', async () => {
    const onChange = await renderRange();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '1,50' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 100));
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '1,50,000' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 100));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: undefined, max: 150000, guests: undefined });
  });

  it('applies at once on Enter, and not again when the pause ends', async () => {
    const onChange = await renderRange();
    const guests = screen.getByRole('textbox', { name: 'Guests' });
    fireEvent.change(guests, { target: { value: '250' } });
    fireEvent.submit(guests.closest('form')!);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: undefined, max: undefined, guests: 250 });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS * 2));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('does not apply a bad value: the message is beside the field and the text stays', async () => {
    const onChange = await renderRange();
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '5000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '100' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The upper limit must be at least the lower one.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveProperty('value', '100');
  });
});
