// A page the server rendered is on screen before its JavaScript has hydrated it, and a remote's
// part of it can hydrate after the rest. A tap on a button React has not hydrated yet would do
// nothing (and Enter in a form would submit it to the address bar, password and all). The page's
// inline script (EARLY_EVENTS_SCRIPT, in <head>) holds taps, submits, a select's changes and typing aimed at elements React
// has not hydrated; once the page is hydrated (replayEarlyEvents, from the shell's root effect)
// each is given back, in order, to its element as soon as that element is hydrated (hydration
// keeps the server's DOM nodes). Links are left alone: the browser follows them as links.

const QUEUE = '__UTSAV_EARLY_EVENTS__';
const PUMP = '__UTSAV_EARLY_EVENTS_PUMP__';
const COMMITTED = '__UTSAV_EARLY_EVENTS_ROOT_COMMITTED__';

interface EarlyEvent {
  type: 'click' | 'submit' | 'change' | 'input';
  target: Element;
  /**
   * For a `<select>` changed early: the option chosen (hydration puts the server's value back).
   * For a text box typed in early: its text (React's state never heard it, so the box's search or
   * draft would stay empty while the text shows).
   */
  value?: string;
  /** When it was held (ms since the epoch): a tap is not replayed long after it was made. */
  at: number;
}

declare global {
  interface Window {
    [QUEUE]?: EarlyEvent[];
    [PUMP]?: () => void;
    [COMMITTED]?: boolean;
  }
}

// React marks each element it has hydrated (or rendered) with its props, `__reactProps$<id>`. It
// does so while it renders, and a time-sliced hydration commits (wires the handlers up) only later:
// until the root has committed (markRootCommitted, from a layout effect) every event is held.
// After that, only those aimed at a part that hydrates later (a remote's page) are.
export const EARLY_EVENTS_SCRIPT = `<script>(function(){var q=[];window.${QUEUE}=q;function hydrated(el){var k=Object.keys(el);for(var i=0;i<k.length;i++)if(k[i].indexOf('__reactProps$')===0)return true;return false}function on(e){var r=document.getElementById('root');if(!r||!e.target||!e.target.closest||!r.contains(e.target))return;var t=e.target.tagName;var el=e.type==='click'?e.target.closest('button,summary,[role=button],[role=tab],[role=switch]'):e.type==='change'?(t==='SELECT'?e.target:null):e.type==='input'?(t==='TEXTAREA'||(t==='INPUT'&&/^(text|search|email|tel|url|number|password)$/.test(e.target.type))?e.target:null):e.target;if(!el||(e.type==='click'&&el.closest('a[href]'))||(window.${COMMITTED}&&hydrated(el)))return;var v=e.type==='change'||e.type==='input';if(!v)e.preventDefault();e.stopPropagation();for(var i=0;i<q.length;i++)if(q[i].target===el&&q[i].type===e.type){if(v)q[i].value=el.value;return}q.push({type:e.type,target:el,at:Date.now(),value:v?el.value:undefined});if(window.${PUMP})window.${PUMP}()}document.addEventListener('click',on,true);document.addEventListener('submit',on,true);document.addEventListener('change',on,true);document.addEventListener('input',on,true)})()</script>`;

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** A held tap older than this is dropped rather than acted on out of the blue. */
const STALE_MS = 10_000;
const POLL_MS = 50;

/**
 * Gives a text box the text typed before hydration as React hears typing: React notices a change
 * only when the box's value differs from the one it last saw (its value tracker, which hydration
 * set to the typed text, or its own state's after a render). So the box is first set through
 * React's own setter to what React shows, then to the text past it, then told.
 */
function retype(box: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = box instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  box.value = box.value === text ? '' : box.value;
  setNative?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay({ type, target, value }: EarlyEvent): void {
  if (type === 'input' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) retype(target, value ?? target.value);
  else if (type === 'change' && target instanceof HTMLSelectElement) {
    // The choice again, as a change React hears (it listens for the select's change event).
    target.value = value ?? target.value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

/** In the root's commit (a layout effect): from now on an element React has hydrated handles its own events. */
export function markRootCommitted(): void {
  if (typeof window !== 'undefined') window[COMMITTED] = true;
}

/** Once the root is hydrated: replay the held events, each when its element is hydrated, and any held later. */
export function replayEarlyEvents(): void {
  if (typeof window === 'undefined' || !window[QUEUE]) return;
  markRootCommitted();
  const queue = window[QUEUE];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pump = () => {
    timer = undefined;
    // In order: a later tap is not replayed before an earlier one whose element is still hydrating.
    while (queue.length) {
      const head = queue[0]!;
      if (!head.target.isConnected || Date.now() - head.at > STALE_MS) queue.shift();
      else if (isHydrated(head.target)) replay(queue.shift()!);
      else break;
    }
    if (queue.length && !timer) timer = setTimeout(pump, POLL_MS);
  };
  window[PUMP] = () => {
    if (!timer) pump();
  };
  pump();
}
