// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrayProfile, TrayProfilesResponse } from '@core/contracts/tray-profiles';
import { TrayPanel } from '../src/features/printer-profiles/components/tray-panel';
import { loadPageTexts, setLanguage } from '../src/lib/i18n';
import { noOffset, trayProfileOf } from './support/tray-profile';

const zero = noOffset;
const tray: TrayProfile = trayProfileOf({
  slots: [
    { x: 62.2, y: 20, front: { x: 0.5, y: 0 }, back: zero },
    { x: 62.2, y: 80, front: zero, back: zero },
  ],
});

function panel(trays: TrayProfile[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<TrayProfilesResponse>(['tray-profiles'], { trays, limit: 10 });
  return createElement(QueryClientProvider, { client }, createElement(TrayPanel));
}

describe('the PVC card trays panel (decision 0091)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('says a PVC print is no official card, and shows core’s problem as the slots are typed', () => {
    render(panel([]));
    expect(screen.getByRole('heading', { name: 'PVC card trays' })).toBeTruthy();
    expect(document.body.textContent).toContain('UIDAI issues the official PVC Aadhaar card.');
    expect(screen.queryByTestId('tray-problem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a slot' }));
    expect(screen.getAllByTestId('tray-slot')).toHaveLength(2);
    fireEvent.change(screen.getAllByLabelText('From top (mm)')[1]!, { target: { value: '40' } });
    expect(screen.getByTestId('tray-problem').textContent).toBe('Slots 1 and 2 overlap: a card is 85.6 × 54 mm.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove slot 2' }));
    expect(screen.queryByTestId('tray-problem')).toBeNull();
  });

  it('links each pass’s calibration page, and PUTs the offsets a pass’s readings make', async () => {
    const fetch = vi.fn((_path: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Pick<TrayProfile, 'name' | 'layout'>;
      return Promise.resolve(new Response(JSON.stringify({ ...tray, ...body }), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetch);
    render(panel([tray]));
    expect(screen.getByTestId('tray-calibration-front').getAttribute('href')).toBe(`/api/v1/tray-profiles/${tray.id}/calibration?pass=front`);
    expect(screen.getByTestId('tray-calibration-back').getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Type the front pass readings' }));
    const rights = screen.getAllByLabelText('mm right,');
    expect(rights).toHaveLength(2);
    fireEvent.change(rights[0]!, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe(`/api/v1/tray-profiles/${tray.id}`);
    expect(init.method).toBe('PUT');
    const sent = JSON.parse(init.body as string) as Pick<TrayProfile, 'layout'>;
    expect(sent.layout.slots[0]!.front).toEqual({ x: -1, y: 0 });
    expect(sent.layout.slots[1]).toEqual(tray.layout.slots[1]);
    await waitFor(() => expect(document.body.textContent).toContain("the front pass's offsets are saved"));
  });

  it('asks before deleting a tray', () => {
    render(panel([tray]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('tray-delete-confirm').textContent).toContain('Delete the tray Epson L805 tray?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByTestId('tray-delete-confirm')).toBeNull();
  });
});
