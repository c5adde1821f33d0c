import type { ComponentType } from 'react';

/**
 * Loads a lazily loaded component together with TanStack Query, and puts it inside its provider
 * (lib/query-client-scope): the landing page carries neither (decision 0032).
 */
export function lazyWithQueryClient<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [module, { withQueryClientScope }] = await Promise.all([load(), import('./query-client-scope')]);
    return { default: withQueryClientScope(module.default) };
  };
}
