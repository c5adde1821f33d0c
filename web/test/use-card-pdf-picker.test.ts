// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardRegions } from '@core/card-pdf/find-front-and-back';
import { useCardPdfPicker } from '../src/features/print-studio/card-pdf/hooks/use-card-pdf-picker';
import { cardJpeg } from '../src/features/print-studio/card-pdf/lib/card-geometry';
import { findCards } from '../src/features/print-studio/card-pdf/lib/find-cards';
import { loadPdfReader, openCardPdf, type OpenedCardPdf, type OpenStage } from '../src/features/print-studio/card-pdf/lib/open-card-pdf';
import { PdfOpenError } from '../src/features/print-studio/card-pdf/lib/pdf-open-error';
import type { OpenedPdf } from '../src/features/print-studio/card-pdf/lib/pdf-reader';
import { screenCopyUrl } from '../src/features/print-studio/card-pdf/lib/screen-copy-url';
import { loadPageTexts } from '../src/lib/i18n';

// pdf.js, the card search and the canvas work are the browser's: stood in for here.
vi.mock('../src/features/print-studio/card-pdf/lib/open-card-pdf', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  openCardPdf: vi.fn(),
  loadPdfReader: vi.fn(() => Promise.resolve()),
}));
vi.mock('../src/features/print-studio/card-pdf/lib/find-cards', () => ({ findCards: vi.fn() }));
vi.mock('../src/features/print-studio/card-pdf/lib/screen-copy-url', () => ({ screenCopyUrl: vi.fn() }));
vi.mock('../src/features/print-studio/card-pdf/lib/card-geometry', async (importOriginal) => ({ ...(await importOriginal<object>()), cardJpeg: vi.fn() }));

const regions: CardRegions = { front: { x: 100, y: 2400, width: 1011, height: 638 }, back: { x: 1250, y: 2400, width: 1011, height: 638 }, rotation: 0 };
const pdfFile = (name = 'EAadhaar_1234.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
let urls = 0;

function fakePdf(numPages = 2) {
  const canvas = document.createElement('canvas');
  return {
    numPages,
    close: vi.fn(() => Promise.resolve()),
    renderPage: vi.fn((_page: number, dpi: number) => Promise.resolve({ canvas, dpi })),
  } satisfies Partial<OpenedPdf>;
}

/** openCardPdf answering with `pdf` once `release` is called (or at once), after reporting its stages. */
function opening(pdf: ReturnType<typeof fakePdf>, found: CardRegions | null = regions) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(openCardPdf).mockImplementationOnce(async (_file, _password, onStage: (stage: OpenStage) => void) => {
    onStage('opening');
    await released;
    const page = await pdf.renderPage(1, 300);
    return { pdf: pdf as unknown as OpenedPdf, pageNumber: 1, page, regions: found } satisfies OpenedCardPdf;
  });
  return release;
}

function mountPicker() {
  const onCards = vi.fn();
  const hook = renderHook(() => useCardPdfPicker(onCards));
  return { ...hook, onCards };
}

describe('the e-Aadhaar picker: opening the PDF and using its cards', () => {
  beforeAll(() => loadPageTexts());
  beforeEach(() => {
    vi.mocked(screenCopyUrl).mockImplementation(() => Promise.resolve(`blob:page-${++urls}`));
    vi.mocked(cardJpeg).mockImplementation(() => Promise.resolve(new Blob(['card'], { type: 'image/jpeg' })));
    vi.mocked(loadPdfReader).mockImplementation(() => Promise.resolve({} as Awaited<ReturnType<typeof loadPdfReader>>));
  });
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
    vi.restoreAllMocks();
  });

  it('starts loading pdf.js and its worker as the screen opens, before a file is chosen or Open pressed', () => {
    mountPicker();
    expect(loadPdfReader).toHaveBeenCalledTimes(1);
    expect(openCardPdf).not.toHaveBeenCalled();
  });

  it('says nothing when that early load fails: Open loads pdf.js again and reports a failure then', async () => {
    vi.mocked(loadPdfReader).mockImplementation(() => Promise.reject(new Error('offline')));
    const { result } = mountPicker();
    await act(() => Promise.resolve());
    expect(result.current.error).toBeNull();
  });

  it('Open without a file asks for one', async () => {
    const { result } = mountPicker();
    await act(() => result.current.open());
    expect(result.current.error).toBe('Choose the e-Aadhaar PDF first.');
    expect(openCardPdf).not.toHaveBeenCalled();
  });

  it('opening shows its stage, then the page with the cards found, in the dialog to check them', async () => {
    const { result } = mountPicker();
    const pdf = fakePdf();
    const release = opening(pdf);
    act(() => {
      result.current.choose(pdfFile());
      result.current.setPassword('ASHA1990');
    });
    let opened!: Promise<void>;
    act(() => {
      opened = result.current.open();
    });
    expect(result.current.stage).toBe('opening');
    expect(vi.mocked(openCardPdf).mock.calls[0]?.[1]).toBe('ASHA1990');
    release();
    await act(() => opened);
    expect(result.current.stage).toBeNull();
    expect(result.current.opened).toMatchObject({
      fileName: 'EAadhaar_1234.pdf',
      pageNumber: 1,
      dpi: 300,
      pageUrl: expect.stringMatching(/^blob:page-/) as string,
    });
    expect(result.current.outlines).toMatchObject({ front: regions.front, back: regions.back, found: true, checking: true });
  });

  it('keeps the password typed in capitals and opens the PDF with that: "samp1990" is UIDAI\'s SAMP1990', async () => {
    const { result } = mountPicker();
    const release = opening(fakePdf());
    act(() => {
      result.current.choose(pdfFile());
      result.current.setPassword('samp1990');
    });
    expect(result.current.password).toBe('SAMP1990');
    let opened!: Promise<void>;
    act(() => {
      opened = result.current.open();
    });
    expect(vi.mocked(openCardPdf).mock.calls[0]?.[1]).toBe('SAMP1990');
    release();
    await act(() => opened);
  });

  it('a wrong password keeps the file, says so and puts the cursor back in the password', async () => {
    const { result } = mountPicker();
    const input = document.createElement('input');
    document.body.append(input);
    result.current.passwordRef.current = input;
    vi.mocked(openCardPdf).mockRejectedValueOnce(new PdfOpenError('wrong-password'));
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    expect(result.current.error).toMatch(/^Wrong password\./);
    expect(document.activeElement).toBe(input);
    expect(result.current.file?.name).toBe('EAadhaar_1234.pdf');
    expect(result.current.stage).toBeNull();
    expect(result.current.opened).toBeNull();
  });

  it('a damaged file is named in the message', async () => {
    const { result } = mountPicker();
    vi.mocked(openCardPdf).mockRejectedValueOnce(new Error('bad xref'));
    act(() => result.current.choose(pdfFile('scan.pdf')));
    await act(() => result.current.open());
    expect(result.current.error).toBe('“scan.pdf” could not be opened: the PDF is damaged or incomplete. Download it again from UIDAI.');
  });

  it('another file chosen while the first is opening: the first is closed when it arrives and shows nothing', async () => {
    const { result } = mountPicker();
    const first = fakePdf();
    const release = opening(first);
    act(() => result.current.choose(pdfFile('first.pdf')));
    let opened!: Promise<void>;
    act(() => {
      opened = result.current.open();
    });
    act(() => result.current.choose(pdfFile('second.pdf')));
    expect(result.current.stage).toBeNull();
    release();
    await act(() => opened);
    expect(first.close).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ opened: null, error: null, stage: null });
    expect(result.current.file?.name).toBe('second.pdf');
  });

  it('another page is searched and shown from the same PDF; the PDF is closed when the picker goes', async () => {
    const { result, unmount } = mountPicker();
    const pdf = fakePdf(3);
    opening(pdf)();
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    const firstUrl = result.current.opened!.pageUrl;
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    vi.mocked(findCards).mockResolvedValueOnce({ regions: null, blank: false });
    await act(() => result.current.showPage(2));
    expect(pdf.renderPage).toHaveBeenLastCalledWith(2, 300);
    expect(result.current.opened).toMatchObject({ pageNumber: 2, fileName: 'EAadhaar_1234.pdf' });
    // No cards on page 2: the operator draws them, starting with the front.
    expect(result.current.outlines).toMatchObject({ front: null, back: null, drawing: 'front', found: false });
    expect(revoke).toHaveBeenCalledWith(firstUrl);
    expect(pdf.close).not.toHaveBeenCalled();
    unmount();
    expect(pdf.close).toHaveBeenCalledOnce();
  });

  it('"Use these cards" hands both card images over once; a failure says so', async () => {
    const { result, onCards } = mountPicker();
    opening(fakePdf())();
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    await act(() => result.current.takeCards());
    expect(onCards).toHaveBeenCalledWith({ front: expect.any(Blob) as Blob, back: expect.any(Blob) as Blob });
    expect(cardJpeg).toHaveBeenCalledWith(result.current.opened!.canvas, regions.front, 0);
    expect(result.current.outlines).toMatchObject({ used: true, checking: false, making: false });
    vi.mocked(cardJpeg).mockRejectedValueOnce(new Error('no 2d context'));
    await act(() => result.current.takeCards());
    expect(onCards).toHaveBeenCalledOnce();
    expect(result.current.outlines.cardsError).toBe('The card pictures could not be made. Please try again.');
  });
});
