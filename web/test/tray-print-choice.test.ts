import { describe, expect, it } from 'vitest';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import { documentTypes } from '@core/documents/document-types';
import { documentPrintPlan } from '../src/features/print-studio/lib/document-print-plan';
import { documentSheetOf, paperChoice, trayChoiceFromKept, trayPreviewSlots, trayPrintOf, traysFor } from '../src/features/print-studio/lib/tray-print-choice';
import { withPrinterProfile } from '../src/features/print-studio/lib/with-printer-profile';
import { printForm, type DocumentPrintRequest } from '../src/lib/prints/create-print';
import { noOffset, trayProfileOf } from './support/tray-profile';

const typeOf = (id: string) => documentTypes.find((type) => type.id === id)!;
const aadhaar = typeOf('aadhaar');
const certificate = typeOf('income-certificate');
const zero = noOffset;
const tray: TrayProfile = trayProfileOf({
  cardTurn: 90,
  flip: 'long',
  slots: [
    { x: 20, y: 20, front: { x: 0.5, y: 0 }, back: zero },
    { x: 90, y: 20, front: zero, back: zero },
    { x: 20, y: 120, front: zero, back: { x: -1, y: 1 } },
  ],
});
const printerId = '1c7d2a55-9e47-4d2c-8b3f-405f6b7c8d9e';
const choices = {
  both: true,
  type: aadhaar,
  source: 'scan' as const,
  layoutChoice: '1' as const,
  copiesChoice: 8,
  frontCrop: { id: 1, cutFor: aadhaar.cropAspect },
  backCrop: { id: 2, cutFor: aadhaar.cropAspect },
  pdfCards: null,
};

describe('the document studio on a PVC card tray (decision 0091)', () => {
  it('offers trays for cards only, and prints on paper unless a tray still among the user’s is chosen', () => {
    expect(traysFor(aadhaar, [tray])).toEqual([tray]);
    expect(traysFor(certificate, [tray])).toEqual([]);
    expect(trayPrintOf(paperChoice, [tray], aadhaar, true)).toBeNull();
    const chosen = { trayId: tray.id, pass: 'back' as const, bleed: 0.5 as const };
    expect(trayPrintOf(chosen, [tray], aadhaar, true)).toEqual({ tray, pass: 'back', bleed: 0.5 });
    // A deleted tray, or a page document: paper.
    expect(trayPrintOf(chosen, [], aadhaar, true)).toBeNull();
    expect(trayPrintOf(chosen, [tray], certificate, true)).toBeNull();
    // Single-side prints the front pass only.
    expect(trayPrintOf(chosen, [tray], aadhaar, false)?.pass).toBe('front');
  });

  it('on a tray: cards 1 to its slots, no side-by-side layout, and the sheet carries the tray, pass and bleed', () => {
    const trayPrint = trayPrintOf({ trayId: tray.id, pass: 'back', bleed: 1 }, [tray], aadhaar, true)!;
    const plan = documentPrintPlan({ ...choices, traySlots: trayPrint.tray.layout.slots.length });
    expect(plan).toMatchObject({ layout: '0', maxCopies: 3, copies: 3, ready: true });
    expect(documentPrintPlan({ ...choices, copiesChoice: 2, traySlots: 3 }).copies).toBe(2);
    expect(documentSheetOf(plan, trayPrint)).toEqual({ layout: '0', copies: 3, tray: { profileId: tray.id, pass: 'back', bleed: 1 } });
    // On paper: the chosen layout and the paper's copies, no tray.
    const paper = documentPrintPlan(choices);
    expect(paper.layout).toBe('1');
    expect(documentSheetOf(paper, null)).toEqual({ layout: '1', copies: paper.copies });
  });

  it('sends a tray print with its tray fields and never with the chosen printer profile', () => {
    const request: DocumentPrintRequest = {
      kind: 'document',
      service: 'both-side',
      document: { type: 'aadhaar', source: 'scan' },
      sheet: { layout: '0', copies: 2, tray: { profileId: tray.id, pass: 'front', bleed: 0.5 } },
      front: new Blob(['f']),
      back: new Blob(['b']),
    };
    expect(withPrinterProfile(request, printerId)).toBe(request);
    const form = printForm(withPrinterProfile(request, printerId), 'clean');
    expect(form.get('tray')).toBe(tray.id);
    expect(form.get('trayPass')).toBe('front');
    expect(form.get('bleed')).toBe('0.5');
    expect(form.get('printerProfile')).toBeNull();
    const onPaper: DocumentPrintRequest = { ...request, sheet: { layout: '0', copies: 2 } };
    expect(withPrinterProfile(onPaper, printerId).sheet).toEqual({ layout: '0', copies: 2, printerProfileId: printerId });
  });

  it('reads a kept choice back, an older kept state or an unknown value as paper’s default', () => {
    expect(trayChoiceFromKept(undefined)).toEqual(paperChoice);
    expect(trayChoiceFromKept({ trayId: tray.id, pass: 'back', bleed: 1 })).toEqual({ trayId: tray.id, pass: 'back', bleed: 1 });
    expect(trayChoiceFromKept({ trayId: tray.id, pass: 'side' as 'back', bleed: 2 as 1 })).toEqual({ trayId: tray.id, pass: 'front', bleed: 0 });
  });

  it('previews every slot where the pass puts it, the first `copies` used, the picture turned as it prints', () => {
    const back = trayPrintOf({ trayId: tray.id, pass: 'back', bleed: 1 }, [tray], aadhaar, true)!;
    const slots = trayPreviewSlots(back, 2);
    expect(slots.map((slot) => slot.used)).toEqual([true, true, false]);
    // Portrait cards (turned right) turned over about the long edge: the back's picture is turned a further half turn.
    expect(slots[0]).toMatchObject({ rotation: 270, card: { x: 20, y: 20, width: 54, height: 85.6 } });
    expect(slots[2]!.card).toMatchObject({ x: 19, y: 121 });
    expect(slots[0]!.image).toMatchObject({ x: 19, y: 19, width: 56, height: 87.6 });
  });
});
