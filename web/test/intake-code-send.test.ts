// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IntakeCodeSend } from '../src/features/intake-send/components/intake-code-send';
import { agreeKey, makeAgreementPair, openChunk, openMeta } from '../src/lib/intake/intake-crypto';
import { loadPageTexts } from '../src/lib/i18n';
import { fakeIntakeServer, openStoredFile, patternedBytes, refusal } from './support/fake-intake-server';

const noWait = () => Promise.resolve();

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
    const server = fakeIntakeServer({ code: '7K3MQ9XD', operatorKey: (await makeAgreementPair()).publicKey });
    page(server);
    type('7K3M-Q9XE');
    expect(await screen.findByText("This code is not on any shop's screen now. Check it, or ask the shop to show the code again.")).toBeTruthy();
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('7K3M-Q9XE');
  });

  it('a code typed in lower case with spaces and a dash finds the intake; the files go under the key agreed with the shop', async () => {
    const operator = await makeAgreementPair();
    const server = fakeIntakeServer({ code: '7K3MQ9XD', operatorKey: operator.publicKey });
    page(server);
    type(' 7k3m - q9xd ');
    const chooser = await screen.findByLabelText('Choose photos or PDFs');
    expect(server.state.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/intake-codes', body: { code: '7K3MQ9XD' } });

    fireEvent.change(chooser, { target: { files: [new File([patternedBytes(5000, 'pdf')], 'marksheet.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Sent. You can close this page.')).toBeTruthy();

    const [stored] = [...server.state.files.values()];
    expect(stored!.senderKey).not.toBeNull();
    const shopKey = await agreeKey(operator.privateKey, stored!.senderKey!, server.intakeId);
    expect(await openMeta(shopKey, server.intakeId, stored!.meta)).toEqual({ name: 'marksheet.pdf', type: 'application/pdf', bytes: 5000, customer: '' });
    const opened = await openStoredFile(stored!, (data, seq) =>
      openChunk(shopKey, { intakeId: server.intakeId, fileId: stored!.id }, data, seq, stored!.chunks),
    );
    expect(Buffer.from(opened).equals(patternedBytes(5000, 'pdf'))).toBe(true);
    // No key is ever in an address.
    expect(server.state.requests.every((request) => !request.path.includes(stored!.senderKey!.x))).toBe(true);
  });

  it('the code the shop’s WhatsApp message brought (`/send?code=`) is looked up at once, once', async () => {
    const operator = await makeAgreementPair();
    const server = fakeIntakeServer({ code: '7K3MQ9XD', operatorKey: operator.publicKey });
    page(server, '7K3M-Q9XD');
    await screen.findByLabelText('Choose photos or PDFs');
    expect(server.state.requests.filter((request) => request.path === '/api/v1/intake-codes')).toEqual([
      expect.objectContaining({ method: 'POST', body: { code: '7K3MQ9XD' } }),
    ]);
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
