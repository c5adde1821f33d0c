// First: zod, loaded later with the screens that check answers, must not probe for eval under the CSP.
import './lib/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router';
import { startI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The four cubes of index.html (spec §2) go when the document has fully loaded. */
function removePageLoader() {
  document.getElementById('page-loader')?.remove();
}
if (document.readyState === 'complete') removePageLoader();
else window.addEventListener('load', removePageLoader, { once: true });

// A visitor who chose Hindi gets it on the first paint (its texts are fetched first); English at once.
// The first render is a transition, so React renders it in slices and a slow phone's main thread
// is never blocked for long (Lighthouse's Total Blocking Time).
void startI18n().then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
