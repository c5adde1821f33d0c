// First: zod, loaded later with the screens that check answers, must not probe for eval under the CSP.
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, preloadPage } from './app/app-router';
import { mayHaveSession } from './lib/api-client';
import { currentLanguage, startI18n } from './lib/i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The four cubes of index.html (as in the spec) go when the document has fully loaded. */
function removePageLoader() {
  document.getElementById('page-loader')?.remove();
}
if (document.readyState === 'complete') removePageLoader();
else window.addEventListener('load', removePageLoader, { once: true });

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
  const app = (
    <StrictMode>
      <AppRouter />
    </StrictMode>
  );
  if (drawsThePrerenderedPage()) {
    // The page's HTML is on screen already; its code is fetched first so that hydration keeps it.
    await preloadPage(window.location.pathname).catch(() => undefined);
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
