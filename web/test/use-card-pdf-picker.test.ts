// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCardPdfPicker } from '../src/features/print-studio/card-pdf/hooks/use-card-pdf-picker';
import { cardJpeg } from '../src/features/print-studio/card-pdf/lib/card-geometry';
import { findCards } from '../src/features/print-studio/card-pdf/lib/find-cards';
import { loadPdfReader, openCardPdf, type OpenedCardPdf, type OpenStage } from '../src/features/print-studio/card-pdf/lib/open-card-pdf';
import { pageCanvases } from '../src/features/print-studio/card-pdf/lib/page-canvases';
import type { PdfCard } from '../src/features/print-studio/card-pdf/lib/pdf-cards';
import { maskedCardJpegs, MaskRefused } from '../src/features/print-studio/card-pdf/lib/masked-card-jpegs';
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
vi.mock('../src/features/print-studio/card-pdf/lib/masked-card-jpegs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  maskedCardJpegs: vi.fn(),
}));
vi.mock('../src/features/print-studio/card-pdf/lib/card-geometry', async (importOriginal) => ({ ...(await importOriginal<object>()), cardJpeg: vi.fn() }));

const card: PdfCard = {
  front: { page: 1, rect: { x: 100, y: 2400, width: 1011, height: 638 }, rotation: 0 },
  back: { page: 1, rect: { x: 1250, y: 2400, width: 1011, height: 638 }, rotation: 0 },
};
/** An e-PAN's card: front on page 2, back on page 3, the pages lying turned. */
const acrossPages: PdfCard = {
  front: { page: 2, rect: { x: 300, y: 300, width: 638, height: 1011 }, rotation: 90 },
  back: { page: 3, rect: { x: 300, y: 300, width: 638, height: 1011 }, rotation: 90 },
};
const pdfFile = (name = 'EAadhaar_1234.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
let urls = 0;

/** A PDF of `numPages` pages, each rendered on a canvas of its own (named by its page number). */
function fakePdf(numPages = 2) {
  const canvases = Array.from({ length: numPages }, (_, i) => Object.assign(document.createElement('canvas'), { id: `page-${i + 1}` }));
  return {
    numPages,
    canvases,
    close: vi.fn(() => Promise.resolve()),
    renderPage: vi.fn((page: number, dpi: number) => Promise.resolve({ canvas: canvases[page - 1]!, dpi, rotate: 0 })),
  } satisfies Partial<OpenedPdf> & { canvases: HTMLCanvasElement[] };
}

/** openCardPdf answering with `pdf` and the cards found in it once `release` is called (or at once), after reporting its stages. */
function opening(pdf: ReturnType<typeof fakePdf>, cards: PdfCard[] = [card]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(openCardPdf).mockImplementationOnce(async (_file, _password, onStage: (stage: OpenStage) => void) => {
    onStage('opening');
    await released;
    const pages = pageCanvases(pdf as unknown as OpenedPdf, 300);
    const pageNumber = cards[0]?.front.page ?? 1;
    return { pdf: pdf as unknown as OpenedPdf, pages, cards, pageNumber, page: await pages.get(pageNumber) } satisfies OpenedCardPdf;
  });
  return release;
}

function mountPicker(options = { typeId: 'aadhaar', needsBack: true }) {
  const onCards = vi.fn();
  const hook = renderHook(() => useCardPdfPicker(onCards, options));
  return { ...hook, onCards };
}

describe('the card PDF picker: opening the PDF and using its cards', () => {
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
    expect(result.current.error).toBe("Choose the card's PDF first.");
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
    expect(result.current.outlines).toMatchObject({ cards: [card], chosen: 0, front: card.front, back: card.back, found: true, checking: true });
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

  it("other cards' passwords are kept as typed: an e-PAN's date of birth, another agency's mixed case", () => {
    const pan = mountPicker({ typeId: 'pan-card', needsBack: true });
    act(() => pan.result.current.setPassword('05081990'));
    expect(pan.result.current.password).toBe('05081990');
    const other = mountPicker({ typeId: 'e-shram-card', needsBack: true });
    act(() => other.result.current.setPassword('aBc123'));
    expect(other.result.current.password).toBe('aBc123');
  });

  it('a wrong password keeps the file, says so and puts the cursor back in the password', async () => {
    const { result } = mountPicker();
    const input = document.createElement('input');
    document.body.append(input);
    result.current.passwordRef.current = input;
    vi.mocked(openCardPdf).mockRejectedValueOnce(new PdfOpenError('wrong-password'));
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    expect(result.current.error).toBe('Wrong password. Check the first four letters of the name and the year of birth, then open again.');
    expect(document.activeElement).toBe(input);
    expect(result.current.file?.name).toBe('EAadhaar_1234.pdf');
    expect(result.current.stage).toBeNull();
    expect(result.current.opened).toBeNull();
    // An e-PAN's wrong password points at its own rule.
    const pan = mountPicker({ typeId: 'pan-card', needsBack: true });
    vi.mocked(openCardPdf).mockRejectedValueOnce(new PdfOpenError('wrong-password'));
    act(() => pan.result.current.choose(pdfFile('e-PAN.pdf')));
    await act(() => pan.result.current.open());
    expect(pan.result.current.error).toBe('Wrong password. Check the date of birth, typed as DDMMYYYY, then open again.');
  });

  it('a damaged file is named in the message', async () => {
    const { result } = mountPicker();
    vi.mocked(openCardPdf).mockRejectedValueOnce(new Error('bad xref'));
    act(() => result.current.choose(pdfFile('scan.pdf')));
    await act(() => result.current.open());
    expect(result.current.error).toBe('“scan.pdf” could not be opened: the PDF is damaged or incomplete. Download it again.');
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

  it('another page is shown from the same PDF, its cards already found; the PDF is closed when the picker goes', async () => {
    const { result, unmount } = mountPicker();
    const pdf = fakePdf(3);
    opening(pdf)();
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    const firstUrl = result.current.opened!.pageUrl;
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    await act(() => result.current.showPage(2));
    expect(pdf.renderPage).toHaveBeenLastCalledWith(2, 300);
    expect(findCards).not.toHaveBeenCalled();
    expect(result.current.opened).toMatchObject({ pageNumber: 2, fileName: 'EAadhaar_1234.pdf', canvas: pdf.canvases[1] });
    // The card outlined stays outlined on its own page.
    expect(result.current.outlines).toMatchObject({ chosen: 0, front: card.front, back: card.back, drawing: null });
    expect(revoke).toHaveBeenCalledWith(firstUrl);
    expect(pdf.close).not.toHaveBeenCalled();
    unmount();
    expect(pdf.close).toHaveBeenCalledOnce();
  });

  it('another card chosen is outlined, and the page its front is on shown', async () => {
    const { result } = mountPicker();
    opening(fakePdf(3), [card, acrossPages])();
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    await act(async () => result.current.chooseCard(1));
    expect(result.current.outlines).toMatchObject({ chosen: 1, front: acrossPages.front, back: acrossPages.back });
    expect(result.current.opened?.pageNumber).toBe(2);
  });

  it('"Use this card" cuts each side from its own page and hands them over once; a failure says so', async () => {
    const { result, onCards } = mountPicker();
    const pdf = fakePdf(3);
    opening(pdf, [acrossPages])();
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    await act(() => result.current.takeCards());
    expect(onCards).toHaveBeenCalledWith({ front: expect.any(Blob) as Blob, back: expect.any(Blob) as Blob });
    expect(cardJpeg).toHaveBeenCalledWith(pdf.canvases[1], acrossPages.front.rect, 90);
    expect(cardJpeg).toHaveBeenCalledWith(pdf.canvases[2], acrossPages.back!.rect, 90);
    expect(result.current.outlines).toMatchObject({ used: true, checking: false, making: false });
    vi.mocked(cardJpeg).mockRejectedValueOnce(new Error('no 2d context'));
    await act(() => result.current.takeCards());
    expect(onCards).toHaveBeenCalledOnce();
    expect(result.current.outlines.cardsError).toBe('The card pictures could not be made. Please try again.');
  });

  it('on a one-side print only the front is cut and handed over', async () => {
    const { result, onCards } = mountPicker({ typeId: 'ayushman-card', needsBack: false });
    opening(fakePdf(1))();
    act(() => result.current.choose(pdfFile('ayushman.pdf')));
    await act(() => result.current.open());
    await act(() => result.current.takeCards());
    expect(onCards).toHaveBeenCalledWith({ front: expect.any(Blob) as Blob, back: null });
    expect(cardJpeg).toHaveBeenCalledOnce();
  });

  it('a masked Aadhaar: the card is made masked; switching after use takes the card back, to be used again the new way; a refusal hands nothing over', async () => {
    const { result, onCards } = mountPicker();
    const pdf = fakePdf(1);
    opening(pdf)();
    vi.mocked(maskedCardJpegs).mockResolvedValue([new Blob(['masked front']), new Blob(['masked back'])]);
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    act(() => result.current.chooseMasked(true));
    expect(result.current.masked).toBe(true);
    await act(() => result.current.takeCards());
    expect(maskedCardJpegs).toHaveBeenCalledWith(pdf, result.current.opened!.pages, 300, [card.front, card.back]);
    expect(cardJpeg).not.toHaveBeenCalled();
    expect(onCards).toHaveBeenLastCalledWith({ front: expect.any(Blob) as Blob, back: expect.any(Blob) as Blob });

    // Off again after use: the masked card is taken back at once, and the dialog asks for the card to be used again.
    act(() => result.current.chooseMasked(false));
    expect(onCards).toHaveBeenLastCalledWith(null);
    expect(result.current.outlines).toMatchObject({ used: false, checking: true });
    await act(() => result.current.takeCards());
    expect(cardJpeg).toHaveBeenCalledTimes(2);
    expect(onCards).toHaveBeenLastCalledWith({ front: expect.any(Blob) as Blob, back: expect.any(Blob) as Blob });

    // On again, and the PDF's number cannot be found: nothing handed over, the reason shown, the card not "used".
    act(() => result.current.chooseMasked(true));
    vi.mocked(maskedCardJpegs).mockRejectedValueOnce(new MaskRefused('number-not-on-card'));
    await act(() => result.current.takeCards());
    expect(onCards).toHaveBeenLastCalledWith(null);
    expect(result.current.outlines).toMatchObject({ used: false, making: false });
    expect(result.current.outlines.cardsError).toMatch(/^The Aadhaar number on the card is a picture in this PDF/);
  });

  it('a card still being made when the screen changes (masking switched, an outline moved) is dropped, never handed over', async () => {
    const { result, onCards } = mountPicker();
    opening(fakePdf(1))();
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    let finish!: (jpegs: Blob[]) => void;
    vi.mocked(maskedCardJpegs).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    act(() => result.current.chooseMasked(true));
    let making!: Promise<void>;
    act(() => {
      making = result.current.takeCards();
    });
    expect(result.current.outlines.making).toBe(true);
    // Masking switched off while the masked card is being made: what it makes no longer matches the screen.
    act(() => result.current.chooseMasked(false));
    await act(async () => {
      finish([new Blob(['masked front']), new Blob(['masked back'])]);
      await making;
    });
    expect(onCards).not.toHaveBeenCalledWith(expect.objectContaining({ front: expect.any(Blob) as Blob }));
    expect(result.current.outlines).toMatchObject({ making: false, used: false });

    // An outline moved while a card is being made: dropped too.
    const releases: Array<(jpeg: Blob) => void> = [];
    vi.mocked(cardJpeg).mockImplementation(() => new Promise((resolve) => releases.push(resolve)));
    let plain!: Promise<void>;
    act(() => {
      plain = result.current.takeCards();
    });
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    act(() => result.current.dispatch({ type: 'changed', side: 'front', rect: { ...card.front.rect, x: 120 }, page: 1 }));
    await act(async () => {
      for (const release of releases) release(new Blob(['card']));
      await plain;
    });
    expect(onCards).not.toHaveBeenCalledWith(expect.objectContaining({ front: expect.any(Blob) as Blob }));
    expect(result.current.outlines.making).toBe(false);
  });

  it("masking is an e-Aadhaar's only; another file chosen takes the card handed over back", async () => {
    const pan = mountPicker({ typeId: 'pan-card', needsBack: true });
    act(() => pan.result.current.chooseMasked(true));
    expect(pan.result.current.masked).toBe(false);
    opening(fakePdf(1))();
    act(() => pan.result.current.choose(pdfFile('e-PAN.pdf')));
    await act(() => pan.result.current.open());
    await act(() => pan.result.current.takeCards());
    expect(maskedCardJpegs).not.toHaveBeenCalled();
    act(() => pan.result.current.choose(pdfFile('next-customer.pdf')));
    expect(pan.onCards).toHaveBeenLastCalledWith(null);
  });

  it('the picker gone (another card type, or photos instead), the card it handed over is taken back', async () => {
    const { result, onCards, unmount } = mountPicker();
    opening(fakePdf(1))();
    act(() => result.current.choose(pdfFile()));
    await act(() => result.current.open());
    await act(() => result.current.takeCards());
    expect(onCards).toHaveBeenLastCalledWith({ front: expect.any(Blob) as Blob, back: expect.any(Blob) as Blob });
    unmount();
    expect(onCards).toHaveBeenLastCalledWith(null);
  });
});
