// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PrintActions, type PrintActionsProps } from '../src/features/print-studio/components/print-actions';
import { ApiError } from '../src/lib/api-client';
import { loadPageTexts } from '../src/lib/i18n';
import type { HeldPrintReceipt, PassportPrintRequest } from '../src/lib/prints/create-print';
import { deliverPdf } from '../src/lib/prints/deliver-pdf';
import { samePrintRequest } from '../src/lib/prints/same-print-request';

vi.mock('../src/lib/prints/deliver-pdf', () => ({ deliverPdf: vi.fn() }));
vi.mock('../src/lib/printer-profiles/printer-profiles', () => ({ usePrinterProfiles: () => ({ data: { profiles: [] }, refetch: vi.fn() }) }));
vi.mock('../src/lib/use-keep-printed-crop', () => ({ useKeepPrintedCrop: () => vi.fn() }));

const receipt: HeldPrintReceipt = {
  jobId: 'job-1',
  charge: 'none',
  coinsCharged: 0,
  balanceAfter: 10,
  reprint: false,
  printUrl: '/api/v1/prints/held/abc',
  filename: 'passport.pdf',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
};
const front = new Blob(['jpeg'], { type: 'image/jpeg' });
const sheet = { paper: 'a4', count: 8 } as unknown as PassportPrintRequest['sheet'];
/** The studio builds its request afresh at every render: equal fields, the same picture, another object. */
const requestOf = (picture: Blob = front): PassportPrintRequest => ({ kind: 'photo-sheet', service: 'passport-photo', sheet, front: picture });

function props(request: PassportPrintRequest): PrintActionsProps {
  return {
    request,
    quote: { request: null, quote: undefined, loading: false, error: null, retry: vi.fn(), replace: vi.fn() },
    subject: 'photo-1',
    paperLabel: 'A4',
    missingText: 'Pick a photo',
    reprintText: 'Reprint',
    onNeedCoins: vi.fn(),
    onPrinted: vi.fn(),
  };
}

/** The first press: the server made the print (its receipt heard), then its delivery failed (busy). */
function failFirstDelivery() {
  vi.mocked(deliverPdf).mockImplementationOnce((_request, _mode, _action, options) => {
    options.onReceipt?.(receipt);
    return Promise.reject(new ApiError(503, 'BUSY', 'Busy'));
  });
  vi.mocked(deliverPdf).mockResolvedValueOnce({ receipt, delivered: 'dialog', madeAgain: false });
}

async function pressWatermarked() {
  fireEvent.click(screen.getByRole('button', { name: 'Print with watermark' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Print with watermark' }).hasAttribute('disabled')).toBe(false));
}

describe('PrintActions: pressed again after a failed delivery', () => {
  beforeAll(() => loadPageTexts());
  afterEach(() => {
    cleanup();
    vi.mocked(deliverPdf).mockReset();
  });

  it('takes the held print even when the studio rendered a new, equal request between the presses', async () => {
    failFirstDelivery();
    const view = render(createElement(PrintActions, props(requestOf())));
    await pressWatermarked();
    await screen.findByRole('alert');
    view.rerender(createElement(PrintActions, props(requestOf())));
    await pressWatermarked();
    expect(deliverPdf).toHaveBeenCalledTimes(2);
    expect(vi.mocked(deliverPdf).mock.calls[1]![3].held, 'delivered from its held URL, not uploaded again').toEqual(receipt);
  });

  it('asks anew when the picture is another one (cropped again), even of the same bytes', async () => {
    failFirstDelivery();
    const view = render(createElement(PrintActions, props(requestOf())));
    await pressWatermarked();
    await screen.findByRole('alert');
    view.rerender(createElement(PrintActions, props(requestOf(new Blob(['jpeg'], { type: 'image/jpeg' })))));
    await pressWatermarked();
    expect(vi.mocked(deliverPdf).mock.calls[1]![3].held).toBeNull();
  });
});

describe('samePrintRequest', () => {
  const picture = new Blob(['a']);
  it('compares fields by value and pictures by identity', () => {
    expect(samePrintRequest({ a: 1, b: [picture, null], c: { d: 'x' } }, { a: 1, b: [picture, null], c: { d: 'x' } })).toBe(true);
    expect(samePrintRequest({ a: 1, b: [picture] }, { a: 1, b: [new Blob(['a'])] })).toBe(false);
    expect(samePrintRequest({ a: 1 }, { a: 2 })).toBe(false);
    expect(samePrintRequest({ a: [1, 2] }, { a: [1] })).toBe(false);
    expect(samePrintRequest({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(samePrintRequest({ a: 1, b: undefined }, { a: 1 }), 'an absent field is one left undefined').toBe(true);
    expect(samePrintRequest({ a: null }, { a: {} })).toBe(false);
    expect(samePrintRequest([1], { 0: 1 })).toBe(false);
    // Only plain data is compared by its fields: two different dates or maps are never the same print.
    expect(samePrintRequest({ at: new Date(1) }, { at: new Date(2) })).toBe(false);
    expect(samePrintRequest({ m: new Map([[1, 1]]) }, { m: new Map([[1, 2]]) })).toBe(false);
  });
});
