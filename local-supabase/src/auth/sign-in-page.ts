// The local stand-in for Google's account chooser: one labelled email field
// and a submit button, plain accessible HTML with no scripts.
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function signInPage(opts: { action: string; email?: string; error?: string }): string {
  const error = opts.error
    ? `<p id="email-error" role="alert" class="error">${escapeHtml(opts.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local) – Utsav</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f6f6; color: #1f1f1f; }
  main { max-width: 26rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
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
  <p class="note">Local development sign-in: no Google account or password is needed. Enter any email address to continue as that user.</p>
  <form method="post" action="${escapeHtml(opts.action)}" novalidate>
    <label for="email">Email address</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus
      value="${escapeHtml(opts.email ?? '')}"${opts.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
    ${error}
    <button type="submit">Continue with Google</button>
  </form>
</main>
</body>
</html>`;
}
