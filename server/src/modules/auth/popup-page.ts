export type PopupResult = 'signed-in' | 'sign-in-failed';

/**
 * The page the sign-in popup ends on. It has no inline script: the result is in a data attribute,
 * read by /auth/popup-complete.js, which tells the opener and closes the window. No token is in it.
 */
export function renderPopupPage(result: PopupResult): string {
  const text =
    result === 'signed-in'
      ? '<p>You are signed in. This window will close.</p>'
      : '<p>Sign-in did not complete. Close this window and try again.</p><p><a href="/login">Go to the sign-in page</a></p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in</title>
<script type="module" src="/auth/popup-complete.js"></script></head>
<body data-auth-result="${result}">${text}</body>
</html>`;
}

/** Tells the opener (same origin only) on BroadcastChannel('auth') and postMessage, then closes. */
export const popupCompleteScript = `
const result = document.body.dataset.authResult === 'signed-in' ? 'signed-in' : 'sign-in-failed';
const message = { type: result };
try { const channel = new BroadcastChannel('auth'); channel.postMessage(message); channel.close(); } catch {}
try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch {}
if (result === 'signed-in') setTimeout(() => window.close(), 150);
else if (window.opener || window.name === 'portal-sign-in') setTimeout(() => window.close(), 1500);
`;
