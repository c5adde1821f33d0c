// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { Route } from 'wouter';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SendPage from '../src/app/routes/send-page';
import SendToIntakePage from '../src/app/routes/send-to-intake-page';
import { makeLinkKey } from '../src/lib/intake/intake-crypto';
import { loadPageTexts } from '../src/lib/i18n';
import { paths, sendToIntakePattern } from '../src/lib/paths';
import { BrowserRouter } from '../src/lib/router';
import { fakeIntakeServer } from './support/fake-intake-server';

function open(url: string, path: string, page: ComponentType) {
  window.history.replaceState(null, '', url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(BrowserRouter, null, createElement(Route, { path, component: page }))));
}

describe('the phone’s pages in the route table (decision 0095)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/send/<id>#k=<key> reads the intake from the path and the key from the fragment, and asks the server through the browser’s fetch', async () => {
    const server = fakeIntakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const { fragment } = await makeLinkKey();
    open(`/send/${server.intakeId}#k=${fragment}`, sendToIntakePattern, SendToIntakePage);
    expect(screen.getByRole('heading', { name: 'Send files to the shop' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /language/i })).toBeTruthy();
    expect(await screen.findByLabelText('Choose photos or PDFs')).toBeTruthy();
    await waitFor(() => expect(server.state.hellos).toBe(1));
    // The key never leaves the fragment.
    expect(server.state.requests.every((request) => !request.path.includes(fragment) && !JSON.stringify(request.body ?? '').includes(fragment))).toBe(true);
  });

  it('/send asks for the code', () => {
    open(paths.send, paths.send, SendPage);
    expect(screen.getByRole('heading', { name: 'Send files to the shop' })).toBeTruthy();
    expect(screen.getByLabelText('Code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
