// The search box puts what was typed into the URL once typing pauses; that URL change comes back
// as the box's value a moment later, while typing may have gone on. The echo must not put back
// the shorter text; a change made elsewhere (Back, a link, Clear) still shows.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

let setUrl: (value: string) => void = () => {};

function Search({ onSearch }: { onSearch: (value: string) => void }) {
  const [q, setQ] = useState('');
  useEffect(() => {
    setUrl = setQ;
  }, []);
  return <SearchBox label="Search" value={q} onSearch={onSearch} delayMs={300} />;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('keeps typing that went on while its own search reached the URL, and searches for it', () => {
    const onSearch = vi.fn<(value: string) => void>();
    render(<Search onSearch={onSearch} />);
    const box = () => screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box(), { target: { value: 'wed' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('wed');
    fireEvent.change(box(), { target: { value: 'wedding' } });
    act(() => setUrl('wed'));
    expect(box()).toHaveProperty('value', 'wedding');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('wedding');
  });

  it('shows a search the URL took from elsewhere', () => {
    render(<Search onSearch={() => {}} />);
    act(() => setUrl('mehendi'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'mehendi');
    act(() => setUrl(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
  });
});
