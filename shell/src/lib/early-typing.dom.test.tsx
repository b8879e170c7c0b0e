import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { EARLY_EVENTS_SCRIPT, replayEarlyEvents } from './early-events';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => new Function(/<script>([\s\S]*)<\/script>/.exec(EARLY_EVENTS_SCRIPT)![1]!)());

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__UTSAV_EARLY_EVENTS_PUMP__;
  delete window.__UTSAV_EARLY_EVENTS_ROOT_COMMITTED__;
  window.__UTSAV_EARLY_EVENTS__!.length = 0;
});

/** A controlled search box, as the bundles page has: what it searches for is React's state. */
function Search({ heard }: { heard: string[] }) {
  const [text, setText] = useState('');
  return (
    <input
      id="q"
      type="search"
      value={text}
      onChange={(event) => {
        heard.push(event.target.value);
        setText(event.target.value);
      }}
    />
  );
}

/** Typing as a browser does it: the text in the box, then an input event. */
function type(box: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

it('gives a controlled text box the text typed into the server markup before hydration (React never heard it)', async () => {
  const heard: string[] = [];
  document.body.innerHTML = `<div id="root">${renderToString(<Search heard={[]} />)}</div>`;
  const box = document.getElementById('q') as HTMLInputElement;
  type(box, 'Complete South');
  type(box, 'Complete South Indian Wedding');
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, <Search heard={heard} />);
  });
  expect(heard).toEqual([]);
  await act(async () => replayEarlyEvents());
  expect(heard).toEqual(['Complete South Indian Wedding']);
  expect(box.value).toBe('Complete South Indian Wedding');
  // Typing after hydration is React's own, not held.
  await act(async () => type(box, 'Kerala'));
  expect(heard).toEqual(['Complete South Indian Wedding', 'Kerala']);
});
