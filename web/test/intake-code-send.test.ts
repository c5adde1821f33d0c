// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IntakeCodeSend } from '../src/features/intake-send/components/intake-code-send';
import { formatIntakeCode } from '@core/intake/intake-terms';
import { agreeKey, intakeCodeOfKey, makeAgreementPair, openChunk, openMeta } from '../src/lib/intake/intake-crypto';
import { loadPageTexts } from '../src/lib/i18n';
import { fakeIntakeServer, openStoredFile, patternedBytes, refusal } from './support/fake-intake-server';

const noWait = () => Promise.resolve();

/** A shop's key pair and the code it commits to (decision 0106), as stored (no dash). */
async function aShop() {
  const operator = await makeAgreementPair();
  return { operator, code: await intakeCodeOfKey(operator.publicKey) };
}

function page(server: ReturnType<typeof fakeIntakeServer>, initialCode?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(IntakeCodeSend, { sending: { fetch: server.fetch, sleep: noWait }, initialCode })));
}

const type = (code: string) => {
  fireEvent.change(screen.getByLabelText('Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('sending by the code typed on the phone (decision 0095)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(() => cleanup());

  it('refuses a code that cannot be one without asking the server', () => {
    const server = fakeIntakeServer();
    page(server);
    type('7K3M-Q9X');
    expect(screen.getByRole('alert').textContent).toBe('The code has 8 letters and digits, like 7K3M-Q9XD. Check it and type it again.');
    type('7K3M-Q9XU');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(server.state.requests).toEqual([]);
  });

  it('a code no shop shows is said so, and the typed code stays to be corrected', async () => {
    const { operator, code } = await aShop();
    const server = fakeIntakeServer({ code, operatorKey: operator.publicKey });
    page(server);
    const other = code.endsWith('E') ? `${code.slice(0, 7)}F` : `${code.slice(0, 7)}E`;
    type(formatIntakeCode(other));
    expect(await screen.findByText("This code is not on any shop's screen now. Check it, or ask the shop to show the code again.")).toBeTruthy();
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe(formatIntakeCode(other));
  });

  it('a code typed in lower case with spaces and a dash finds the intake; the files go under the key agreed with the shop', async () => {
    const { operator, code } = await aShop();
    const server = fakeIntakeServer({ code, operatorKey: operator.publicKey });
    page(server);
    type(` ${code.slice(0, 4).toLowerCase()} - ${code.slice(4).toLowerCase()} `);
    const chooser = await screen.findByLabelText('Choose photos or PDFs');
    expect(server.state.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/intake-codes', body: { code } });

    fireEvent.change(chooser, { target: { files: [new File([patternedBytes(5000, 'pdf')], 'marksheet.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Sent. You can close this page.')).toBeTruthy();

    const [stored] = [...server.state.files.values()];
    expect(stored!.senderKey).not.toBeNull();
    const shopKey = await agreeKey(operator.privateKey, stored!.senderKey!, server.intakeId);
    expect(await openMeta(shopKey, { intakeId: server.intakeId, sendId: stored!.sendId }, stored!.meta)).toEqual({
      name: 'marksheet.pdf',
      type: 'application/pdf',
      bytes: 5000,
      customer: '',
    });
    const opened = await openStoredFile(stored!, (data, seq) =>
      openChunk(shopKey, { intakeId: server.intakeId, sendId: stored!.sendId }, data, seq, stored!.chunks),
    );
    expect(Buffer.from(opened).equals(patternedBytes(5000, 'pdf'))).toBe(true);
    // No key is ever in an address.
    expect(server.state.requests.every((request) => !request.path.includes(stored!.senderKey!.x))).toBe(true);
  });

  it('the code the shop’s WhatsApp message brought (`/send?code=`) is looked up at once, once', async () => {
    const { operator, code } = await aShop();
    const server = fakeIntakeServer({ code, operatorKey: operator.publicKey });
    page(server, formatIntakeCode(code));
    await screen.findByLabelText('Choose photos or PDFs');
    expect(server.state.requests.filter((request) => request.path === '/api/v1/intake-codes')).toEqual([
      expect.objectContaining({ method: 'POST', body: { code } }),
    ]);
  });

  it('a key the typed code does not commit to (a server answering its own) is not taken: said, and nothing is sent (decision 0106)', async () => {
    const { code } = await aShop();
    const server = fakeIntakeServer({ code, operatorKey: (await makeAgreementPair()).publicKey });
    page(server);
    type(formatIntakeCode(code));
    expect(
      await screen.findByText("This code could not be checked against the shop's screen, so nothing was sent. Scan the QR code on the shop's screen instead."),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Choose photos or PDFs')).toBeNull();
    expect(server.state.requests.map((request) => request.path)).toEqual(['/api/v1/intake-codes']);
  });

  it('too many wrong codes: the server’s words', async () => {
    const server = fakeIntakeServer();
    server.intercept(() => refusal(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'));
    page(server);
    type('7K3MQ9XD');
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
