// The stylesheets of the first paint are linked from the HTML head (not loaded by JS after the
// federation boundary), so a page the server rendered is styled from its first frame.
// base.css by path, not through the `@utsav/shared/` share: CSS needs no singleton, and a
// shared module could not be used before the boundary below.
import '../../shared/styles/base.css';
import './app/shell.css';
import './features/account/account.css';
import './features/home/components/home.css';

// The app in a chunk of its own: this file's script stays small, and its stylesheets and the
// app's code are fetched side by side, each run in a task of its own.
import('./bootstrap');
