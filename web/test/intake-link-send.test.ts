// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_CHUNK_PLAIN_BYTES } from '@core/intake/intake-terms';
import { IntakeLinkSend } from '../src/features/intake-send/components/intake-link-send';
import { makeLinkKey } from '../src/lib/intake/intake-crypto';
import { loadPageTexts, setLanguage, translate } from '../src/lib/i18n';
import { fakeIntakeServer, patternedBytes, refusal } from './support/fake-intake-server';

const noWait = () => Promise.resolve();
const twoChunks = INTAKE_CHUNK_PLAIN_BYTES + 500;
const jpeg = (name: string, size = twoChunks) => new File([patternedBytes(size, 'jpeg')], name, { type: 'image/jpeg' });
const closedText = 'This link has expired or was closed at the counter. Ask the shop for a new QR code.';

async function page(server: ReturnType<typeof fakeIntakeServer>, hash?: string) {
  const fragment = hash ?? `#k=${(await makeLinkKey()).fragment}`;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(IntakeLinkSend, { intakeId: server.intakeId, hash: fragment, sending: { fetch: server.fetch, sleep: noWait } }),
    ),
  );
}

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Choose photos or PDFs'), { target: { files } });
const statuses = () => screen.queryAllByTestId('intake-file-status').map((status) => status.textContent);

describe('the intake link’s page on the customer’s phone (decision 0095)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('a link without its key says so and points to typing the code, asking the server nothing', async () => {
    const server = fakeIntakeServer();
    await page(server, '#k=cut-short');
    expect(await screen.findByText('This link is incomplete. Scan the QR code again or type the code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Type the code' }).getAttribute('href')).toBe('/send');
    expect(server.state.requests).toEqual([]);
  });

  it('says what happens to the files, says hello once, refuses a HEIC photo and sends the others one after another to Sent', async () => {
    const server = fakeIntakeServer();
    await page(server);
    expect(await screen.findByText(/Your files go to this shop's screen, encrypted on this phone/)).toBeTruthy();
    await waitFor(() => expect(server.state.hellos).toBe(1));
    const camera = screen.getByLabelText('Take a photo');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('Choose photos or PDFs').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(screen.getByText(/You can send 10 more files\./)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Asha' } });
    pick([new File(['x'], 'IMG_0042.HEIC', { type: '' }), jpeg('front.jpg'), jpeg('back.jpg')]);
    expect((await screen.findByTestId('intake-refused')).textContent).toContain(
      "This photo is in HEIC format. In your camera settings choose 'Most compatible' (JPEG), or send it as a screenshot, then try again.",
    );
    expect(await screen.findByText('Sent. You can close this page.')).toBeTruthy();
    expect(statuses()).toEqual(['Sent', 'Sent']);
    expect(screen.getByText(/You can send 8 more files\./)).toBeTruthy();

    // One file at a time: the second is announced once the first has all its chunks.
    const steps = server.state.requests.filter((request) => request.method !== 'GET' && !request.path.endsWith('/hello')).map((request) => request.method);
    expect(steps).toEqual(['POST', 'PUT', 'PUT', 'POST', 'PUT', 'PUT']);
    expect([...server.state.files.values()].every((file) => file.received.size === 2)).toBe(true);
  });

  it('a failed file shows its error and Try again, which goes on from the chunks still missing', async () => {
    const server = fakeIntakeServer();
    let down = true;
    server.intercept((request) => (down && request.path.endsWith('/chunks/1') ? refusal(500, 'INTERNAL', 'Something went wrong on our side.') : undefined));
    await page(server);
    await screen.findByLabelText('Choose photos or PDFs');
    pick([jpeg('form.jpg')]);
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(statuses()).toEqual(['Not sent']);

    down = false;
    const before = server.state.requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sent. You can close this page.')).toBeTruthy();
    expect(
      server.state.requests
        .slice(before)
        .map((request) => `${request.method} ${request.path.replace(/^.*\/files/, '/files').replace(/[0-9a-f-]{36}/, ':file')}`),
    ).toEqual(['GET /files/:file', 'PUT /files/:file/chunks/1']);
  });

  it('an intake closed while sending shows the closed message, and no more buttons', async () => {
    const server = fakeIntakeServer();
    server.intercept((request) => (request.method === 'PUT' ? refusal(410, 'INTAKE_CLOSED', closedText) : undefined));
    await page(server);
    await screen.findByLabelText('Choose photos or PDFs');
    pick([jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(await screen.findByText(closedText)).toBeTruthy();
    expect(screen.queryByLabelText('Choose photos or PDFs')).toBeNull();
    expect(screen.queryByLabelText('Take a photo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(statuses()).toEqual(['Not sent', 'Not sent']);
    expect(server.chunkPuts()).toHaveLength(1);
  });

  it('an intake closed before the page opened says so, with nothing to send', async () => {
    const server = fakeIntakeServer();
    server.intercept((request) => (request.method === 'GET' ? refusal(410, 'INTAKE_CLOSED', closedText) : undefined));
    await page(server);
    expect(await screen.findByText(closedText)).toBeTruthy();
    expect(screen.queryByLabelText('Choose photos or PDFs')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(server.state.hellos).toBe(0);
  });

  it('counts the files sent before: with nine there, the second of two picked is refused, and then the link takes no more', async () => {
    const server = fakeIntakeServer({ files: 9 });
    await page(server);
    expect(await screen.findByText(/You can send 1 more file\./)).toBeTruthy();
    pick([jpeg('1.jpg', 100), jpeg('2.jpg', 100)]);
    expect((await screen.findByTestId('intake-refused')).textContent).toContain('Only 10 files can be sent with this link.');
    expect(await screen.findByText('Sent. You can close this page.')).toBeTruthy();
    expect(screen.getByText('No more files can be sent with this link.')).toBeTruthy();
    expect(screen.queryByLabelText('Choose photos or PDFs')).toBeNull();
  });

  it('speaks Hindi when Hindi is chosen, with every text of the page in Devanagari', async () => {
    const server = fakeIntakeServer();
    await act(() => setLanguage('hi'));
    await page(server);
    expect(await screen.findByText(translate('hi', 'intakeSend.consent'))).toBeTruthy();
    expect(screen.getByLabelText('फ़ोटो या PDF चुनें')).toBeTruthy();
    const en = (await import('../src/locales/pages/en.json')).default.intakeSend;
    const hi = (await import('../src/locales/pages/hi.json')).default.intakeSend;
    const leaves = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`)));
    expect(leaves(hi)).toEqual(leaves(en));
    for (const key of leaves(hi)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hi) as string;
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
