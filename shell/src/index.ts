// The stylesheets of the first paint are linked from the HTML head (not loaded by JS), so a page
// the server rendered is styled from its first frame.
// base.css by path, not through the `@utsav/shared/` package: CSS needs no singleton.
import '../../shared/styles/base.css';
import './app/shell.css';
import './features/account/account.css';
import './features/home/components/home.css';

// The app in a chunk of its own, fetched once the page's first frame is shown: its ~145 KB would
// otherwise compete with the page's own picture and text for a phone's bandwidth before that
// frame. A tab opened in the background shows no frame yet (no animation frames there): it starts
// at once.
const start = () => void import('./bootstrap');

/**
 * A page the server rendered starts its app once its first frame is on the screen (the paint
 * timing entry arrives with the frame's presentation), not as soon as it is painted. Starting in
 * the task after the paint kept the renderer busy while that frame was still on its way, and
 * headless Chromium then showed it about a second late in 12 of 36 Lighthouse runs of the home
 * page (a static page beside them: 0 of 31; the home page without its scripts: 1 of 11); waiting
 * for the entry, 0 of 11. The timeout covers a browser that never reports it.
 */
function startOnceShown() {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, 3000);
}

const rendered = Boolean(document.getElementById('root')?.firstElementChild);
if (document.visibilityState !== 'visible') start();
else if (rendered && PerformanceObserver.supportedEntryTypes?.includes('paint')) startOnceShown();
else requestAnimationFrame(() => setTimeout(start, 0));
