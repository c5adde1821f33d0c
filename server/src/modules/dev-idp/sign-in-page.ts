const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The dev provider's sign-in page: Email, Name, Continue. No script; styles from our own origin. */
export function renderSignInPage(options: { action: string; error?: string | undefined; email?: string | undefined; name?: string | undefined }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in (development)</title>
<link rel="stylesheet" href="/dev-idp/static/sign-in.css">
</head>
<body>
<main>
<h1>Sign in</h1>
<p class="note">Development sign-in: any email works. This page never appears in production, where Google signs users in.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(options.name ?? '')}">
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>`;
}

export const signInStylesheet = `
body { font-family: system-ui, sans-serif; background: #f4f6f8; margin: 0; padding: 1rem; color: #1b1f24; }
main { max-width: 24rem; margin: 2rem auto; background: #fff; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { margin-top: 0; font-size: 1.5rem; }
.note { color: #4a5563; font-size: .9rem; }
.error { color: #b42318; font-weight: 600; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .25rem; font-size: 1rem; border: 1px solid #8a94a3; border-radius: 6px; }
button { margin-top: 1.25rem; width: 100%; padding: .75rem; font-size: 1rem; font-weight: 600; color: #fff; background: #0b5cad; border: 0; border-radius: 6px; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
`;
