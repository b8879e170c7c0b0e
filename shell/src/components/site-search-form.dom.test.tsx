import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SiteSearchForm } from './site-search-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const page = (targetFor: (query: string) => string) => (
  <MemoryRouter initialEntries={['/no-such-page']}>
    <Routes>
      <Route path="*" element={<><SiteSearchForm className="s" visibleLabel targetFor={targetFor} /><Where /></>} />
    </Routes>
  </MemoryRouter>
);

describe('the shell search box', () => {
  // The home hero and the 404 page arrive rendered by the server; a visitor may type and press
  // Enter before the page hydrates (early-events holds the submit and replays it afterwards).
  it('searches for what was typed into the server-rendered box before it hydrated', async () => {
    const targetFor = vi.fn((query: string) => `/services/${query}`);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(targetFor));
    document.body.append(container);
    container.querySelector('input')!.value = 'catering';
    await act(async () => {
      hydrateRoot(container, page(targetFor));
    });
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(targetFor).toHaveBeenCalledWith('catering', false);
    expect(container.querySelector('[data-testid="where"]')!.textContent).toBe('/services/catering');
    container.remove();
  });
});
