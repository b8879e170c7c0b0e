// A typed filter's own commit comes back as a new URL value a moment later (the router applies
// it in a transition; on a busy phone, later still). Typing goes on meanwhile: that echo must
// not put back the shorter text the pause committed, while a change made elsewhere (a chip
// removed, Clear filters, Back) still shows in the field. A fresh-clone e2e run lost the last
// "0" of a hall capacity of 800 this way: the URL ended at ?capacity=80.
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import type { FilterKey, ParamValue } from '../utils/filter-params';
import { TYPING_PAUSE_MS } from '../hooks/use-debounced-commit';
import { RangeFields } from './range-fields';
import { ServiceFilterPanel } from './service-filter-panel';

const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

type Patch = Partial<Record<FilterKey, ParamValue>>;

/** The URL's value, set by the test: what the router would apply, when the test says so. */
let setUrl: (value: number | undefined) => void = () => {};

function HallFilters({ onChange }: { onChange: (patch: Patch) => void }) {
  const [capacity, setCapacity] = useState<number | undefined>();
  useEffect(() => {
    setUrl = setCapacity;
  }, []);
  return <ServiceFilterPanel category="function-hall" filters={{ capacity }} facets={undefined} onChange={onChange} />;
}

function Guests({ onChange }: { onChange: (patch: Patch) => void }) {
  const [guests, setGuests] = useState<number | undefined>();
  useEffect(() => {
    setUrl = setGuests;
  }, []);
  return <RangeFields guests={guests} priceLabel="Price (₹)" onChange={onChange} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  { field: 'Minimum capacity (guests)', key: 'capacity', ui: (onChange: (patch: Patch) => void) => <HallFilters onChange={onChange} /> },
  { field: 'Guests', key: 'guests', ui: (onChange: (patch: Patch) => void) => <Guests onChange={onChange} /> },
])('$field', ({ field, key, ui }) => {
  async function render() {
    const onChange = vi.fn<(patch: Patch) => void>();
    await renderWithProviders(ui(onChange), { prepare });
    vi.useFakeTimers();
    return { onChange, input: () => screen.getByRole('textbox', { name: field }) };
  }

  it('keeps typing that went on while its own commit reached the URL, and commits it too', async () => {
    const { onChange, input } = await render();
    fireEvent.change(input(), { target: { value: '80' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ [key]: 80 }));
    fireEvent.change(input(), { target: { value: '800' } });
    act(() => setUrl(80));
    expect(input()).toHaveProperty('value', '800');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ [key]: 800 }));
    act(() => setUrl(800));
    expect(input()).toHaveProperty('value', '800');
  });

  it('keeps the text when two commits come back late, in order', async () => {
    const { onChange, input } = await render();
    fireEvent.change(input(), { target: { value: '80' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    fireEvent.change(input(), { target: { value: '800' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => setUrl(80));
    expect(input()).toHaveProperty('value', '800');
    act(() => setUrl(800));
    expect(input()).toHaveProperty('value', '800');
  });

  it('shows a value the URL took from elsewhere, even after its own commits', async () => {
    const { input } = await render();
    act(() => setUrl(300));
    expect(input()).toHaveProperty('value', '300');
    fireEvent.change(input(), { target: { value: '500' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    act(() => setUrl(500));
    // Its commit came back; now the filter is cleared elsewhere, then set again to the same value.
    act(() => setUrl(undefined));
    expect(input()).toHaveProperty('value', '');
    act(() => setUrl(500));
    expect(input()).toHaveProperty('value', '500');
  });
});
