// The stylesheets of the first paint are linked from the HTML head (not loaded by JS), so a page
// the server rendered is styled from its first frame.
// base.css by path, not through the `@utsav/shared/` package: CSS needs no singleton.
import '../../shared/styles/base.css';
import './app/shell.css';
import './features/account/account.css';
import './features/home/components/home.css';

// The app in a chunk of its own, fetched once the page's first frame is shown: its ~180 KB would
// otherwise compete with the page's own picture and text for a phone's bandwidth before that
// frame. A tab opened in the background shows no frame yet (no animation frames there): it starts
// at once.
const start = () => void import('./bootstrap');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
