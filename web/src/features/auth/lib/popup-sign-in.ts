import { loginUrl } from './login-url';

/** What the popup's last page (/auth/popup-complete.js) says on BroadcastChannel('auth') and postMessage. */
export type SignInResult = 'signed-in' | 'sign-in-failed';

const popupWindowName = 'portal-sign-in';
const popupFeatures = 'width=500,height=650';

function resultOf(data: unknown): SignInResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return type === 'signed-in' || type === 'sign-in-failed' ? type : null;
}

export interface PopupSignInHandlers {
  /** The popup said how it ended (signed in, or failed). */
  onResult: (result: SignInResult) => void;
  /** The popup closed without a word (closed by the user, or cut off from us): check the session. Listening goes on. */
  onClosed: () => void;
}

/**
 * Opens the sign-in popup at /auth/login?popup=1 and listens for its result: on
 * BroadcastChannel('auth') (the main signal: the identity provider's origin may sever
 * window.opener) and on window 'message' from our own origin. Also watches for the popup
 * closing. Returns a function that stops listening, or null when the popup was blocked.
 */
export function openSignInPopup(returnTo: string, handlers: PopupSignInHandlers): (() => void) | null {
  const url = `${loginUrl(returnTo)}&popup=1`;
  const popup = window.open(url, popupWindowName, popupFeatures);
  if (!popup) return null;

  let done = false;
  let channel: BroadcastChannel | null = null;
  const stop = () => {
    done = true;
    channel?.close();
    window.removeEventListener('message', onMessage);
    window.clearInterval(timer);
  };
  const finish = (result: SignInResult) => {
    if (done) return;
    stop();
    handlers.onResult(result);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const result = resultOf(event.data);
    if (result) finish(result);
  };

  try {
    channel = new BroadcastChannel('auth');
    channel.onmessage = (event: MessageEvent) => {
      const result = resultOf(event.data);
      if (result) finish(result);
    };
  } catch {
    channel = null; // no BroadcastChannel: postMessage and the closed-popup check remain
  }
  window.addEventListener('message', onMessage);
  // A popup that looks closed may only have been cut off from us: a strict opener policy on the
  // identity provider's pages severs the link while the user is still signing in. So on "closed"
  // the session is checked, but the channel keeps listening until the caller stops it.
  const timer = window.setInterval(() => {
    if (done || !popup.closed) return;
    window.clearInterval(timer);
    // Give a message sent just before closing a moment to arrive.
    window.setTimeout(() => {
      if (!done) handlers.onClosed();
    }, 300);
  }, 500);

  return stop;
}

/** The full-page sign-in, when popups are blocked: the server brings the browser back to returnTo. */
export function redirectToSignIn(returnTo: string): void {
  window.location.assign(loginUrl(returnTo));
}
