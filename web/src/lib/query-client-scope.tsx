import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/** The one TanStack Query client of the page's life, shared by every lazily loaded part. */
const queryClient = createQueryClient();

/** TanStack Query for the parts loaded after the landing page (its code is not on the landing path: decision 0032). */
function QueryClientScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Component` inside the QueryClientScope. */
export function withQueryClientScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Scoped(props: P) {
    return <QueryClientScope>{createElement(Component, props)}</QueryClientScope>;
  };
}
