// The local stand-in for Google's sign-in page: sign in to a test Google
// account with its password, or create a new test account at the stand-in's
// own domain. Plain accessible HTML, no scripts.
import { GOOGLE_TEST_DOMAIN } from './google-accounts.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface FormState {
  email?: string;
  error?: string;
}

function field(id: string, label: string, type: string, autocomplete: string, value: string, errorId?: string) {
  const invalid = errorId ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<label for="${id}">${label}</label>
    <input id="${id}" name="${type === 'password' ? 'password' : 'email'}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"${invalid}>`;
}

export function signInPage(opts: { action: string; createAction: string; signIn?: FormState; create?: FormState }): string {
  const s = opts.signIn ?? {};
  const c = opts.create ?? {};
  const sErr = s.error ? `<p id="signin-error" role="alert" class="error">${escapeHtml(s.error)}</p>` : '';
  const cErr = c.error ? `<p id="create-error" role="alert" class="error">${escapeHtml(c.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local) – Utsav</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f6f6; color: #1f1f1f; }
  main { max-width: 26rem; margin: 5vh auto; background: #fff; padding: 1.5rem; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.1rem; margin: 2rem 0 .25rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem; border: 1px solid #767676; border-radius: 6px; }
  input:focus, button:focus { outline: 3px solid #1a73e8; outline-offset: 2px; }
  button { margin-top: 1rem; font: inherit; padding: .6rem 1.2rem; border: 0; border-radius: 6px; background: #1a73e8; color: #fff; cursor: pointer; }
  .error { color: #b3261e; font-weight: 600; }
  .note { color: #555; font-size: .9rem; }
</style>
</head>
<body>
<main>
  <h1>Sign in with Google</h1>
  <p class="note">Local stand-in for Google: sign in to a test Google account with its password. The demo accounts are listed in the README.</p>
  <form method="post" action="${escapeHtml(opts.action)}" novalidate>
    ${field('email', 'Email address', 'email', 'email', s.email ?? '', s.error ? 'signin-error' : undefined)}
    ${field('password', 'Password', 'password', 'current-password', '', s.error ? 'signin-error' : undefined)}
    ${sErr}
    <button type="submit">Continue with Google</button>
  </form>
  <h2>Create a test Google account</h2>
  <p class="note">New test accounts can only be made at @${GOOGLE_TEST_DOMAIN}, as only Google hands out Gmail addresses.</p>
  <form method="post" action="${escapeHtml(opts.createAction)}" novalidate>
    ${field('create-email', 'New account email', 'email', 'email', c.email ?? '', c.error ? 'create-error' : undefined).replace('name="email"', 'name="email"')}
    ${field('create-password', 'New account password', 'password', 'new-password', '', c.error ? 'create-error' : undefined)}
    ${cErr}
    <button type="submit">Create account and continue</button>
  </form>
</main>
</body>
</html>`;
}
