import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_EVENTS_SCRIPT, replayEarlyEvents } from './early-events';

/** Runs the inline script as the page would, before the markup is used. */
function installScript() {
  const code = /<script>([\s\S]*)<\/script>/.exec(EARLY_EVENTS_SCRIPT)![1]!;
  new Function(code)();
}

/** What React leaves on an element it has hydrated. */
const hydrate = (...elements: Element[]) => elements.forEach((element) => Object.assign(element, { __reactProps$test: {} }));

// Once, as a page has it (its listeners stay on the document); each test starts with an empty queue.
beforeAll(installScript);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete window.__UTSAV_EARLY_EVENTS_PUMP__;
  delete window.__UTSAV_EARLY_EVENTS_ROOT_COMMITTED__;
  window.__UTSAV_EARLY_EVENTS__!.length = 0;
});

describe('taps before hydration', () => {
  it('holds a button tap (once, however often tapped) and replays it after hydration', () => {
    document.body.innerHTML = '<div id="root"><button id="open">Filters</button><a id="link" href="#about">About</a></div>';
    const button = document.getElementById('open')!;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    button.click();
    button.click();
    expect(clicks).toBe(0);
    hydrate(button);
    replayEarlyEvents();
    expect(clicks).toBe(1);
    // Hydrated: taps go straight through.
    button.click();
    expect(clicks).toBe(2);
  });

  it('keeps holding taps on what hydrates later, after the root hydrated', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><button id="remote">Filters</button></div>';
    replayEarlyEvents();
    const button = document.getElementById('remote')!;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    button.click();
    expect(clicks).toBe(0);
    hydrate(button);
    vi.advanceTimersByTime(60);
    expect(clicks).toBe(1);
  });

  it('leaves links, and anything outside the page root, alone', () => {
    document.body.innerHTML = '<div id="root"><a id="link" href="#about"><span id="inner">About</span></a></div><button id="outside">x</button>';
    let linkClicks = 0;
    let outside = 0;
    document.getElementById('link')!.addEventListener('click', (event) => {
      event.preventDefault();
      linkClicks += 1;
    });
    document.getElementById('outside')!.addEventListener('click', () => (outside += 1));
    document.getElementById('inner')!.click();
    document.getElementById('outside')!.click();
    expect([linkClicks, outside]).toEqual([1, 1]);
  });

  it('holds a form submitted before hydration (nothing goes to the address bar) and submits it after', () => {
    document.body.innerHTML = '<div id="root"><form id="form"><input name="password" value="secret" /></form></div>';
    const form = document.getElementById('form') as HTMLFormElement;
    let submits = 0;
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) submits += 1;
      event.preventDefault();
    });
    form.requestSubmit();
    expect(submits).toBe(0);
    hydrate(form);
    replayEarlyEvents();
    expect(submits).toBe(1);
  });

  it('drops a held tap whose element left the page', () => {
    document.body.innerHTML = '<div id="root"><button id="gone">x</button></div>';
    const button = document.getElementById('gone')!;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    button.click();
    button.remove();
    replayEarlyEvents();
    expect(clicks).toBe(0);
  });
});

it('waits for a part of the page that hydrates after the root (a remote\'s page), in the order tapped', () => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root"><button id="late">Filters</button><button id="early">Menu</button></div>';
  const late = document.getElementById('late')!;
  const early = document.getElementById('early')!;
  const order: string[] = [];
  late.addEventListener('click', () => order.push('late'));
  early.addEventListener('click', () => order.push('early'));
  late.click();
  early.click();
  hydrate(early);
  replayEarlyEvents();
  expect(order).toEqual([]);
  vi.advanceTimersByTime(200);
  expect(order).toEqual([]);
  hydrate(late);
  vi.advanceTimersByTime(60);
  expect(order).toEqual(['late', 'early']);
});

it('replays a select changed before hydration with the option chosen, though hydration put the old one back', () => {
  document.body.innerHTML = '<div id="root"><select id="sort"><option value="top">Top rated</option><option value="price">Price</option></select></div>';
  const select = document.getElementById('sort') as HTMLSelectElement;
  const seen: string[] = [];
  select.addEventListener('change', () => seen.push(select.value));
  select.value = 'price';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(seen).toEqual([]);
  select.value = 'top'; // hydration: the server's value again
  hydrate(select);
  replayEarlyEvents();
  expect(seen).toEqual(['price']);
});

it('holds a select changed while the root is hydrating (its props already set, its commit not yet done), then replays it', () => {
  document.body.innerHTML = '<div id="root"><select id="lang"><option value="en">English</option><option value="hi">हिन्दी</option></select></div>';
  const select = document.getElementById('lang') as HTMLSelectElement;
  const seen: string[] = [];
  select.addEventListener('change', () => seen.push(select.value));
  // Time-sliced hydration marks an element as React's in its render, before the commit that wires its handlers.
  hydrate(select);
  select.value = 'hi';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(seen).toEqual([]);
  select.value = 'en'; // the commit: the server's value again
  replayEarlyEvents();
  expect(seen).toEqual(['hi']);
});

it('holds a tap on a button React rendered but whose root has not committed, then replays it', () => {
  document.body.innerHTML = '<div id="root"><button id="menu">Menu</button></div>';
  const button = document.getElementById('menu')!;
  let clicks = 0;
  button.addEventListener('click', () => (clicks += 1));
  hydrate(button);
  button.click();
  expect(clicks).toBe(0);
  replayEarlyEvents();
  expect(clicks).toBe(1);
});
