// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentTypes } from '@core/documents/document-types';
import type { DocumentSource } from '@core/documents/prints-qr-reference';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import { useDocumentSides, type DocumentSidesOptions } from '../src/features/print-studio/hooks/use-document-sides';
import { DecodeError, decodePhoto } from '../src/lib/decode-image';

vi.mock('../src/lib/decode-image', async (importOriginal) => ({ ...(await importOriginal<object>()), decodePhoto: vi.fn() }));

const typeOf = (id: string) => documentTypes.find((type) => type.id === id)!;
const aadhaar = typeOf('aadhaar');
const passportPage = typeOf('passport-page');
const photo = (name: string) => new File(['photo'], name, { type: 'image/jpeg' });
const cropOf = (width: number, height: number) => ({ jpeg: new Blob(['crop'], { type: 'image/jpeg' }), width, height, lowResolution: false });

function mountStudio(initial: Partial<DocumentSidesOptions> = {}) {
  const options: DocumentSidesOptions = { both: true, type: aadhaar, source: 'scan' as DocumentSource, ...initial };
  return renderHook((props: DocumentSidesOptions) => useDocumentSides(props), { initialProps: options });
}

type Studio = ReturnType<typeof mountStudio>['result'];

async function pickAndCrop(result: Studio, side: 'front' | 'back', name: string) {
  await act(() => result.current.choose(side, photo(name)));
  expect(result.current.cropping).toBe(side);
  act(() => result.current.cropDone(cropOf(1011, 638)));
}

describe('the document studio: sides, layout and copies', () => {
  beforeEach(() => {
    vi.mocked(decodePhoto).mockImplementation((file) => Promise.resolve({ blob: file, width: 2000, height: 1500, scaled: false }));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a photo chosen for a side opens the crop dialog on it; OK makes it that side; both sides make it ready', async () => {
    const { result } = mountStudio();
    await act(() => result.current.choose('front', photo('front.jpg')));
    expect(result.current.cropping).toBe('front');
    expect(result.current.croppingPhoto).toMatchObject({ width: 2000, height: 1500, url: expect.stringMatching(/^blob:/) as string });
    act(() => result.current.cropDone(cropOf(1011, 638)));
    expect(result.current.cropping).toBeNull();
    expect(result.current.frontCrop).toMatchObject({ width: 1011, height: 638, cutFor: aadhaar.cropAspect });
    expect(result.current.ready).toBe(false);
    await pickAndCrop(result, 'back', 'back.jpg');
    expect(result.current.ready).toBe(true);
    expect(result.current.printFront).toBe(result.current.frontCrop);
    expect(result.current.printBack).toBe(result.current.backCrop);
  });

  it('keeps both sides, the layout and the copies as a reload brings them back (decision 0040)', async () => {
    const first = mountStudio();
    await pickAndCrop(first.result, 'front', 'front.jpg');
    await pickAndCrop(first.result, 'back', 'back.jpg');
    act(() => first.result.current.setLayoutChoice('1'));
    act(() => first.result.current.setCopiesChoice(2));
    const kept = first.result.current.kept;
    expect(kept).toMatchObject({ layoutChoice: '1', copiesChoice: 2, front: { width: 1011, height: 638, cutFor: aadhaar.cropAspect } });
    expect(kept.front).not.toHaveProperty('url');
    expect(kept.back?.jpeg).toBe(first.result.current.backCrop?.jpeg);

    const reloaded = mountStudio();
    expect(reloaded.result.current.ready).toBe(false);
    act(() => reloaded.result.current.restore(kept));
    expect(reloaded.result.current.ready).toBe(true);
    expect(reloaded.result.current.printFront?.jpeg).toBe(kept.front?.jpeg);
    expect(reloaded.result.current.printBack?.jpeg).toBe(kept.back?.jpeg);
    expect(reloaded.result.current.frontCrop?.url).toMatch(/^blob:/);
    expect(reloaded.result.current.copies).toBe(2);
    expect(reloaded.result.current.layout).toBe('1');
  });

  it('the document found in a picked photo is proposed for that photo only; nothing found is said as such (decision 0082)', async () => {
    const quad = [
      { x: 300, y: 250 },
      { x: 1700, y: 350 },
      { x: 1650, y: 1250 },
      { x: 250, y: 1150 },
    ] as const;
    const findQuad = vi.fn().mockResolvedValueOnce(quad).mockResolvedValueOnce(null);
    const { result } = mountStudio({ findQuad });
    await act(() => result.current.choose('front', photo('front.jpg')));
    // Looked for with the type's aspect, in the decoded photo.
    expect(findQuad).toHaveBeenCalledWith(expect.any(Blob), aadhaar.cropAspect);
    expect(result.current.croppingSearch).toEqual({ quad });
    act(() => result.current.cropDone(cropOf(1011, 638)));
    await act(() => result.current.choose('back', photo('back.jpg')));
    expect(result.current.cropping).toBe('back');
    expect(result.current.croppingSearch).toEqual({ quad: null });
    // Editing the front again proposes its corners again.
    act(() => result.current.cancelCrop());
    act(() => result.current.editCrop('front'));
    expect(result.current.croppingSearch).toEqual({ quad });
  });

  it('a file that cannot be opened leaves the crop dialog shut and says why', async () => {
    vi.mocked(decodePhoto).mockRejectedValueOnce(new DecodeError('unsupported-type'));
    const { result } = mountStudio();
    await act(() => result.current.choose('back', photo('scan.heic')));
    expect(result.current.cropping).toBeNull();
    expect(result.current.pickerOf('back').failure).toEqual({ reason: 'unsupported-type', name: 'scan.heic' });
  });

  it('a picture the cropper cannot show clears that side and its crop, and cancel keeps the crop made before', async () => {
    const { result } = mountStudio();
    await pickAndCrop(result, 'front', 'front.jpg');
    const kept = result.current.frontCrop;
    act(() => result.current.editCrop('front'));
    act(() => result.current.cancelCrop());
    expect(result.current.frontCrop).toBe(kept);
    act(() => result.current.editCrop('front'));
    act(() => result.current.cropFailed());
    expect(result.current).toMatchObject({ cropping: null, frontCrop: null, croppingPhoto: null });
    expect(result.current.pickerOf('front')).toMatchObject({ photo: null, failure: { reason: 'unreadable', name: '' } });
  });

  it('a crop replaced lets go of the picture it showed', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { result } = mountStudio();
    await pickAndCrop(result, 'front', 'first.jpg');
    const first = result.current.frontCrop!.url;
    await pickAndCrop(result, 'front', 'second.jpg');
    expect(revoke).toHaveBeenCalledWith(first);
    expect(revoke).not.toHaveBeenCalledWith(result.current.frontCrop!.url);
  });

  it('side by side with copies holds while it fits; a passport page falls back to stacked and fewer copies, and the choice returns with Aadhaar', () => {
    const { result, rerender } = mountStudio();
    act(() => {
      result.current.setLayoutChoice('1');
      result.current.setCopiesChoice(2);
    });
    expect(result.current).toMatchObject({ layout: '1', copies: 2 });
    rerender({ both: true, type: passportPage, source: 'scan' });
    expect(result.current).toMatchObject({ layout: '0', sideBySideFits: false, copies: Math.min(2, result.current.maxCopies) });
    rerender({ both: true, type: aadhaar, source: 'scan' });
    expect(result.current).toMatchObject({ layout: '1', copies: 2 });
  });

  it('crops cut for a card no longer print once a passport page is chosen', async () => {
    const { result, rerender } = mountStudio();
    await pickAndCrop(result, 'front', 'front.jpg');
    await pickAndCrop(result, 'back', 'back.jpg');
    rerender({ both: true, type: passportPage, source: 'scan' });
    expect(result.current).toMatchObject({ ready: false, printFront: null, printBack: null });
    expect(result.current.frontCrop).not.toBeNull();
  });

  it("a card PDF's card, front and back, is the sides to print", () => {
    const { result } = mountStudio({ source: 'card-pdf' });
    expect(result.current.ready).toBe(false);
    act(() => result.current.takePdfCards({ front: new Blob(['f']), back: new Blob(['b']) }));
    expect(result.current.ready).toBe(true);
    expect(result.current.printFront).toBe(result.current.pdfCards!.front);
    expect(result.current.printBack).toMatchObject({ width: null, height: null, lowResolution: false, url: expect.stringMatching(/^blob:/) as string });
  });

  it('a PVC card tray chosen: cards up to its slots, the sheet carries it, it is kept, and a tray gone prints on paper (decision 0091)', async () => {
    const zero = { x: 0, y: 0 };
    const tray: TrayProfile = {
      id: '0b6c1f44-8d36-4c1b-9a2e-3f4f5a6b7c8d',
      name: 'Tray',
      layout: {
        page: { width: 210, height: 297 },
        cardTurn: 0,
        flip: 'short',
        slots: [
          { x: 10, y: 10, front: zero, back: zero },
          { x: 10, y: 70, front: zero, back: zero },
        ],
      },
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
    };
    const first = mountStudio({ trays: [tray] });
    await pickAndCrop(first.result, 'front', 'front.jpg');
    await pickAndCrop(first.result, 'back', 'back.jpg');
    act(() => first.result.current.setLayoutChoice('1'));
    act(() => first.result.current.setCopiesChoice(4));
    expect(first.result.current.trayPrint).toBeNull();
    act(() => first.result.current.chooseTray({ trayId: tray.id }));
    act(() => first.result.current.chooseTray({ pass: 'back', bleed: 0.5 }));
    expect(first.result.current).toMatchObject({ layout: '0', maxCopies: 2, copies: 2 });
    expect(first.result.current.sheet).toEqual({ layout: '0', copies: 2, tray: { profileId: tray.id, pass: 'back', bleed: 0.5 } });
    const kept = first.result.current.kept;
    expect(kept.tray).toEqual({ trayId: tray.id, pass: 'back', bleed: 0.5 });

    const reloaded = mountStudio({ trays: [tray] });
    act(() => reloaded.result.current.restore(kept));
    expect(reloaded.result.current.sheet.tray).toEqual({ profileId: tray.id, pass: 'back', bleed: 0.5 });
    // The tray deleted elsewhere: the same choice prints on paper, with the layout and copies chosen for paper.
    reloaded.rerender({ both: true, type: aadhaar, source: 'scan', trays: [] });
    expect(reloaded.result.current.trayPrint).toBeNull();
    expect(reloaded.result.current.sheet).toEqual({ layout: '1', copies: 4 });
    // A state kept before trays restores onto paper.
    const { tray: _tray, ...older } = kept;
    const old = mountStudio({ trays: [tray] });
    act(() => old.result.current.restore(older));
    expect(old.result.current.kept.tray).toEqual({ trayId: null, pass: 'front', bleed: 0 });
  });
});
