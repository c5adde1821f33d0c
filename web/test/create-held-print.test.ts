import { describe, expect, it } from 'vitest';
import { createHeldPrint } from '../src/features/print-studio/api/create-print';
import { stubFetchPerTest } from './support/browser-globals';

/** A passport sheet, as the studio asks for it. */
const request = { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front: new Blob([new Uint8Array([1, 2, 3])]) } as const;

describe('createHeldPrint', () => {
  const fetchMock = stubFetchPerTest('csrf=token-1');

  it('answers where the held print is, as the server said', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          printUrl: '/api/v1/prints/held/abc',
          filename: 'passport-photos-a4-6.pdf',
          jobId: 'job-1',
          charge: 'coins',
          coins: 5,
          coinsRemaining: 15,
          expiresAt: '2026-11-27T10:00:00.000Z',
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    );
    const held = await createHeldPrint(request, 'clean');
    expect(held).toEqual({
      printUrl: '/api/v1/prints/held/abc',
      charge: 'coins',
      coinsRemaining: 15,
      coinsCharged: 5,
      filename: 'passport-photos-a4-6.pdf',
      jobId: 'job-1',
    });
    const [, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect((init.body as FormData).get('delivery')).toBe('frame');
  });

  it('takes the PDF itself when the server did not hold it (larger than one user’s share of held prints)', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([37, 80, 68, 70, 45]), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'inline; filename="passport-photos-a4-6.pdf"',
          'x-print-charge': 'reprint',
          'x-print-coins': '0',
          'x-coins-remaining': '20',
          'x-print-job': 'job-2',
        },
      }),
    );
    const direct = await createHeldPrint(request, 'clean');
    expect('pdf' in direct).toBe(true);
    expect(direct).toMatchObject({ charge: 'reprint', coinsRemaining: 20, coinsCharged: 0, filename: 'passport-photos-a4-6.pdf', jobId: 'job-2' });
    expect(await (direct as { pdf: Blob }).pdf.text()).toBe('%PDF-');
  });
});
