import { useCallback, useEffect, useRef, useState } from 'react';
import { reloadMe } from '../../../lib/session/get-me';
import { openSignInPopup, redirectToSignIn, type SignInResult } from '../lib/popup-sign-in';

export type SignInState = 'idle' | 'waiting' | 'failed';

/** Sign-in failures are logged for support, never shown in detail (the spec's error catalogue: "logged only"). */
function logFailure(reason: string): void {
  // eslint-disable-next-line no-console
  console.info(`sign-in did not complete: ${reason}`);
}

/**
 * Sign-in with the popup (the spec's Login screen): opens it, and when it reports success (or simply
 * closes) asks the server again who is signed in; the login page then moves on. A blocked popup
 * falls back to a full-page sign-in that returns to /login, which moves on the same way.
 */
export function usePopupSignIn(initiallyFailed: boolean) {
  const [state, setState] = useState<SignInState>(initiallyFailed ? 'failed' : 'idle');
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (initiallyFailed) logFailure('the identity provider sent the browser back with an error');
  }, [initiallyFailed]);

  // Stop listening when the page goes away.
  useEffect(() => () => stopRef.current?.(), []);

  const recheck = useCallback(async (): Promise<boolean> => (await reloadMe()) !== null, []);

  const start = useCallback(
    (returnTo: string) => {
      stopRef.current?.();
      setState('waiting');
      const onResult = (result: SignInResult) => {
        stopRef.current = null;
        if (result === 'signed-in') {
          void recheck().then((signedIn) => {
            if (!signedIn) {
              logFailure('the popup reported success but no session was found');
              setState('failed');
            }
          });
          return;
        }
        logFailure('the popup reported a failure');
        setState('failed');
      };
      const onClosed = () => {
        void recheck().then((signedIn) => {
          // Closed by the user (nothing to report), or cut off from us while signing in: the
          // channel still listens, and its message will move the page on.
          if (!signedIn) setState((current) => (current === 'waiting' ? 'idle' : current));
        });
      };
      const stop = openSignInPopup(returnTo, { onResult, onClosed });
      if (stop) {
        stopRef.current = stop;
        return;
      }
      // Popup blocked: sign in in this tab; the server brings the browser back to /login.
      redirectToSignIn('/login');
    },
    [recheck],
  );

  return { state, start };
}
