// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, written for React < 18; the
// build points that import here (web/vite.config.ts), to React's own hook, so the landing page carries no shim.
export { useSyncExternalStore } from 'react';
