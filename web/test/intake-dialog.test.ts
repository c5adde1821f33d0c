// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntakeFile } from '@core/contracts/intakes';
import { IntakeButton } from '../src/components/intake-dialog/intake-button';
import IntakeDialog from '../src/components/intake-dialog/intake-dialog';
import { ApiError } from '../src/lib/api-client';
import { loadPageTexts, setLanguage } from '../src/lib/i18n';
import { takeHandedFile } from '../src/lib/intake/handed-file';
import type { IntakeQueue, QueuedIntakeFile } from '../src/lib/intake/intake-queue-reducer';
import { useIntake, type IntakeControl } from '../src/lib/intake/use-intake';
import { BrowserRouter } from '../src/lib/router';
import { intakeEntry } from './support/intake-entry';

vi.mock('../src/lib/intake/use-intake', () => ({ useIntake: vi.fn() }));

const link = 'https://shop.example/send/abc#k=secret';
const entry = intakeEntry;
const described = (file: IntakeFile, name: string, customer = ''): QueuedIntakeFile => ({
  entry: file,
  description: { name, type: 'image/jpeg', bytes: 1000, customer },
  phase: 'arriving',
  refusal: null,
  ready: null,
  error: null,
});

const photo = new File(['x'], 'IMG_2041.jpg', { type: 'image/jpeg' });
const pdf = new File(['%PDF-'], 'EAadhaar.pdf', { type: 'application/pdf' });

function showing(files: QueuedIntakeFile[], change: Partial<IntakeControl> = {}): IntakeControl {
  const queue: IntakeQueue = {
    status: 'open',
    // The server's code is not the one shown: the dialog shows the code this tab's key commits to (decision 0106).
    intake: { id: 'abc', code: 'ZZZZ-ZZZZ', expiresAt: new Date(Date.now() + 125_000).toISOString(), phoneSeen: true },
    files,
    error: null,
  };
  const control: IntakeControl = {
    queue,
    link,
    code: '7K3M-Q9XD',
    start: vi.fn(),
    startNew: vi.fn(),
    close: vi.fn(() => Promise.resolve()),
    retry: vi.fn(),
    remove: vi.fn(() => Promise.resolve()),
    ...change,
  };
  vi.mocked(useIntake).mockReturnValue(control);
  return control;
}

const files: QueuedIntakeFile[] = [
  described(entry('a', 1), 'IMG_2040.jpg', 'Asha'),
  {
    ...described(entry('b', 2, { complete: true, received: 3 }), 'IMG_2041.jpg'),
    phase: 'ready',
    ready: { file: photo, kind: 'image', width: 10, height: 10, thumbnail: null },
  },
  {
    ...described(entry('c', 3, { complete: true, received: 3 }), 'EAadhaar.pdf'),
    phase: 'ready',
    ready: { file: pdf, kind: 'pdf', width: null, height: null, thumbnail: null },
  },
  { ...described(entry('d', 4, { complete: true, received: 3 }), 'scan.heic'), phase: 'refused', refusal: 'type' },
];

function renderDialog(onClose = vi.fn()) {
  render(createElement(BrowserRouter, null, createElement(IntakeDialog, { shown: true, onClose })));
  return onClose;
}

describe('the dialog of files from the customer’s phone (docs/decisions/0095-files-from-the-customers-phone.md)', () => {
  beforeEach(async () => {
    window.history.replaceState(null, '', '/');
    // The dialog's texts are in the pages' part, which its button loads with it.
    await loadPageTexts();
  });
  afterEach(async () => {
    cleanup();
    takeHandedFile('passport');
    await setLanguage('en');
  });

  it('shows the QR code, the code to type, the WhatsApp link and the time left', async () => {
    showing([]);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Files from the customer\u0027s phone' })).toBeTruthy();
    expect(screen.getByTestId('intake-code').textContent).toBe('7K3M-Q9XD');
    const whatsApp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    // The message passes through WhatsApp's servers: it carries the code's link, never the key in the QR code's fragment.
    const codeLink = `${window.location.origin}/send?code=7K3M-Q9XD`;
    expect(whatsApp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Send your photo or PDF to the shop with this link: ${codeLink}`)}`);
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).not.toContain('#');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('intake-time-left').textContent).toMatch(/^The phone can send files for 2:0[45] more\.$/);
    expect(screen.getByText('The customer\u0027s phone has opened the link.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code of the link for the customer\u0027s phone' })).toBeTruthy());
  });

  it('lists the files: arriving with its progress, a picture offered to the photo screens, a PDF to the card PDF screen, a refusal in words', () => {
    showing(files);
    renderDialog();
    const items = screen.getAllByTestId('intake-file');
    expect(items[0]!.textContent).toContain('Arriving… 1/3');
    expect(items[0]!.textContent).toContain('From Asha');
    expect(Array.from(items[1]!.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Passport photo',
      'Document, one side',
      'Both sides: front',
      'Both sides: back',
      'Exam files',
    ]);
    expect(Array.from(items[2]!.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Card PDF']);
    expect(items[2]!.textContent).toContain('PDF');
    // Only a file still arriving, or one refused or failed, can be taken off the list.
    expect(Array.from(items[0]!.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Remove']);
    expect(Array.from(items[3]!.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Remove']);
    expect(items[3]!.textContent).toContain('This is not a photo (JPEG, PNG or WebP) or a PDF.');
  });

  it('Remove asks for a file its phone stopped sending to be taken off, focus then on the list; when the server cannot be told, it says so and the button works again', async () => {
    const control = showing(files);
    renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove IMG_2040.jpg from the list' })));
    expect(control.remove).toHaveBeenCalledWith('a');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Files received' }));
    cleanup();

    const offline = new ApiError(0, 'NETWORK', "Can't reach the server. Check your internet connection and try again.");
    showing(files, { remove: vi.fn(() => Promise.reject(offline)) });
    renderDialog();
    const button = screen.getByRole('button', { name: 'Remove IMG_2040.jpg from the list' });
    await act(async () => fireEvent.click(button));
    const item = screen.getAllByTestId('intake-file')[0]!;
    expect(Array.from(item.querySelectorAll('[role="alert"]'), (alert) => alert.textContent)).toEqual([offline.message]);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('Open in a screen: the file is handed over, the dialog hides and that screen is shown', () => {
    showing(files);
    const onClose = renderDialog();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Open IMG_2041.jpg in: Passport photo' })));
    expect(onClose).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/PassportSizePhoto');
    expect(takeHandedFile('passport')).toBe(photo);
  });

  it('Close and delete ends the intake, then hides the dialog; a refusal to close is said and the dialog stays', async () => {
    const control = showing([]);
    const onClose = renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close and delete' })));
    expect(control.close).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    cleanup();

    const offline = new ApiError(0, 'NETWORK', "Can't reach the server. Check your internet connection and try again.");
    showing([], { close: vi.fn(() => Promise.reject(offline)) });
    const stays = renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close and delete' })));
    expect(screen.getByRole('alert').textContent).toBe(offline.message);
    expect(stays).not.toHaveBeenCalled();
  });

  it('once the phone can no longer send, the QR code goes and a new link is offered; the files stay', () => {
    const control = showing(files);
    vi.mocked(useIntake).mockReturnValue({
      ...control,
      queue: { ...control.queue, intake: { ...control.queue.intake!, expiresAt: new Date(Date.now() - 1000).toISOString() } },
    });
    renderDialog();
    expect(screen.queryByRole('link', { name: 'Send on WhatsApp' })).toBeNull();
    expect(screen.queryByTestId('intake-code')).toBeNull();
    expect(screen.getByText('The phone can no longer send files with this link. Files already here can still be opened.')).toBeTruthy();
    expect(screen.getAllByTestId('intake-file')).toHaveLength(4);
    // Files still to be opened: a new link (which deletes them on the server) is asked first; Keep changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    const ask = screen.getByRole('dialog', { name: 'Make a new link?' });
    expect(ask.textContent).toContain('The files received with this link are deleted from the server.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep these files' }));
    expect(screen.queryByRole('dialog', { name: 'Make a new link?' })).toBeNull();
    expect(control.startNew).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Make a new link?' })).getByRole('button', { name: 'Make a new link' }));
    expect(control.startNew).toHaveBeenCalled();
  });

  it('in Hindi', async () => {
    await setLanguage('hi');
    showing(files);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'ग्राहक के फ़ोन से फ़ाइलें' })).toBeTruthy();
    expect(screen.getAllByTestId('intake-file')[0]!.textContent).toContain('आ रही है… 1/3');
    expect(screen.getByRole('button', { name: 'बंद करें और मिटाएँ' })).toBeTruthy();
  });
  it('hidden, it stays mounted and goes on counting the files; the button counts the ones that came while hidden', async () => {
    showing(files.slice(0, 1));
    const tree = () => createElement(BrowserRouter, null, createElement(IntakeButton));
    const view = render(tree());
    const button = screen.getByTestId('intake-button');
    act(() => fireEvent.click(button));
    const dialog = await screen.findByTestId('intake-dialog');
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' })));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(button.textContent).toBe("Get files from the customer's phone");

    // Two more arrive while it is hidden: the same dialog (not a new one) has them, and the button says so.
    showing(files.slice(0, 3));
    view.rerender(tree());
    await waitFor(() => expect(button.textContent).toBe("Get files from the customer's phone 2 new files"));
    expect(screen.getByTestId('intake-dialog')).toBe(dialog);
    expect(within(dialog).getAllByTestId('intake-file')).toHaveLength(3);
    act(() => fireEvent.click(button));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
    expect(screen.queryByTestId('intake-new-files')).toBeNull();
  });
  it('Close and delete ends the dialog: opened again, it starts a new intake, with no count left over', async () => {
    showing(files.slice(0, 2));
    const tree = () => createElement(BrowserRouter, null, createElement(IntakeButton));
    render(tree());
    const button = screen.getByTestId('intake-button');
    act(() => fireEvent.click(button));
    const dialog = await screen.findByTestId('intake-dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close and delete' })));
    await waitFor(() => expect(screen.queryByTestId('intake-dialog')).toBeNull());
    expect(button.textContent).toBe("Get files from the customer's phone");

    // The next intake's dialog is a new one, its Close button not stuck at "Closing…".
    showing([]);
    act(() => fireEvent.click(button));
    const next = await screen.findByTestId('intake-dialog');
    expect(next).not.toBe(dialog);
    expect(within(next).getByRole('button', { name: 'Close and delete' }).hasAttribute('disabled')).toBe(false);
  });
});
