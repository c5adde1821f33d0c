// First: zod, loaded later with the screens that check answers, must not probe for eval under the CSP.
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, preloadPage } from './app/app-router';
import { redirectToLoginAtOnce } from './app/redirect-to-login-at-once';
import { prefetchMe } from './lib/session/get-me';
import { mayHaveSession } from './lib/api-client';
import { currentLanguage, startI18n } from './lib/i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The four cubes of index.html (as in the spec) stay until the first page is shown (PageShownMark):
// the window's load event can come before React's first render, and a page without them was blank.

// Before anything else (decision 0072): a signed-out visitor's deep link to a signed-in page goes to
// Login at once, without waiting for the network; a browser that may be signed in asks who it is now,
// while the page's code arrives, instead of after the first render.
redirectToLoginAtOnce();
if (mayHaveSession()) void prefetchMe();

/**
 * A public page the build prerendered (decision 0032) is English, signed out and unframed: React
 * takes its HTML over (hydration) when this visit draws the same, else draws the page afresh
 * over it (Hindi chosen, a session, the terms inside the checkout's frame).
 */
function drawsThePrerenderedPage(): boolean {
  return container!.dataset.prerendered !== undefined && currentLanguage() === 'en' && !mayHaveSession() && window.parent === window;
}

// A visitor who chose Hindi gets it on the first paint (its texts are fetched first); English at once.
// The first render is a transition, so React renders it in slices and a slow phone's main thread
// is never blocked for long (Lighthouse's Total Blocking Time); hydration is sliced likewise.
void startI18n().then(async () => {
  // The page's code and texts (in the language just chosen) are fetched at once: with the session
  // check when the page is guarded, not after it (decision 0072).
  const pageLoaded = preloadPage(window.location.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <AppRouter />
    </StrictMode>
  );
  if (drawsThePrerenderedPage()) {
    // The page's HTML is on screen already; its code is fetched first so that hydration keeps it.
    await pageLoaded;
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
