// The stylesheets of the first paint are linked from the HTML head (not loaded by JS after the
// federation boundary), so a page the server rendered is styled from its first frame.
// base.css by path, not through the `@utsav/shared/` share: CSS needs no singleton, and a
// shared module could not be used before the boundary below.
import '../../shared/styles/base.css';
import './app/shell.css';
import './features/account/account.css';
import './features/home/components/home.css';

// The async boundary module federation needs before any shared module is used.
import('./bootstrap');
