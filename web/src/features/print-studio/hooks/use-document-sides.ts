import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Quad } from '@core/geometry/homography';
import { type KnownDocumentType } from '@core/documents/document-types';
import { ID1_CARD } from '@core/documents/document-sizes';
import type { DocumentSource } from '@core/documents/prints-qr-reference';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import type { BothSideLayout } from '../components/document-layout-choice';
import type { SideCrop } from '../components/document-side-picker';
import type { PdfCards } from '../card-pdf/hooks/use-card-pdf-picker';
import { findPhotoQuad } from '../lib/document-quad';
import { documentPrintPlan } from '../lib/document-print-plan';
import { documentSheetOf, paperChoice, trayChoiceFromKept, trayPrintOf, type TrayChoice } from '../lib/tray-print-choice';
import type { ExportedCrop } from '../../../lib/cropper/export-crop';
import { usePickedPhoto, type PickedPhoto, type PickedPhotoState } from './use-picked-photo';

export type DocumentSide = 'front' | 'back';

let cropIds = 0;

/** A crop state whose picture's object URL lives as long as it is kept. */
function useSideCrop() {
  const [crop, setCrop] = useState<SideCrop | null>(null);
  useEffect(() => () => (crop ? URL.revokeObjectURL(crop.url) : undefined), [crop]);
  return [crop, setCrop] as const;
}

/** The e-Aadhaar's two cards as the sides to print. */
function usePdfCardCrops() {
  const [cards, setCards] = useState<{ front: SideCrop; back: SideCrop | null } | null>(null);
  useEffect(
    () => () => {
      if (!cards) return;
      URL.revokeObjectURL(cards.front.url);
      if (cards.back) URL.revokeObjectURL(cards.back.url);
    },
    [cards],
  );
  const take = useCallback((given: PdfCards | null) => {
    if (!given) {
      setCards(null);
      return;
    }
    const aspect = ID1_CARD.width / ID1_CARD.height;
    const side = (jpeg: Blob): SideCrop => ({
      id: ++cropIds,
      url: URL.createObjectURL(jpeg),
      jpeg,
      width: null,
      height: null,
      aspect,
      lowResolution: false,
      cutFor: aspect,
    });
    setCards({ front: side(given.front), back: given.back ? side(given.back) : null });
  }, []);
  return [cards, take] as const;
}

/** A side's crop as the browser keeps it across a reload: the bytes as they will be uploaded, and what they were cut for. */
export type KeptSide = Omit<SideCrop, 'id' | 'url'>;

/** A document studio's state as the browser keeps it (useKeptStudioState): the picked sides' crops, layout and copies, and paper or tray. */
export interface KeptDocumentSides {
  front: KeptSide | null;
  back: KeptSide | null;
  layoutChoice: BothSideLayout;
  copiesChoice: number;
  /** Paper or a PVC card tray (decision 0091); absent in a state kept before trays. */
  tray?: TrayChoice;
}

const keptSide = (crop: SideCrop | null): KeptSide | null => {
  if (!crop) return null;
  const { id: _id, url: _url, ...kept } = crop;
  return kept;
};
const sideFromKept = (kept: KeptSide | null): SideCrop | null => kept && { ...kept, id: ++cropIds, url: URL.createObjectURL(kept.jpeg) };

export interface DocumentSidesOptions {
  both: boolean;
  type: KnownDocumentType;
  source: DocumentSource;
  /** The user's PVC card trays (decision 0091): a card can print on one of them instead of A4. None by default. */
  trays?: readonly TrayProfile[];
  /** Finds the document's corners in a picked photo (decision 0041); by default in a worker (findPhotoQuad). */
  findQuad?: (photo: Blob, aspect: number | null) => Promise<Quad | null>;
}

/** What the search found in a side's photo (null: no document), with the photo's URL it belongs to. */
export interface FoundQuad {
  url: string;
  quad: Quad | null;
}

const noTrays: readonly TrayProfile[] = [];

/**
 * The document studio's state: each side's picked photo and crop (or the e-Aadhaar's two cards),
 * the side in the crop dialog, the operator's layout and copies, paper or a card tray; and what will print from them
 * (documentPrintPlan, trayPrintOf) with the request's sheet.
 */
export function useDocumentSides({ both, type, source, trays = noTrays, findQuad = findPhotoQuad }: DocumentSidesOptions) {
  const front = usePickedPhoto();
  const back = usePickedPhoto();
  const [frontCrop, setFrontCrop] = useSideCrop();
  const [backCrop, setBackCrop] = useSideCrop();
  const [pdfCards, takePdfCards] = usePdfCardCrops();
  const [cropping, setCropping] = useState<DocumentSide | null>(null);
  const [layoutChoice, setLayoutChoice] = useState<BothSideLayout>('0');
  const [copiesChoice, setCopiesChoice] = useState(1);
  const [trayChoice, setTrayChoice] = useState<TrayChoice>(paperChoice);
  const [foundQuads, setFoundQuads] = useState<Record<DocumentSide, FoundQuad | null>>({ front: null, back: null });

  const trayPrint = useMemo(() => trayPrintOf(trayChoice, trays, type, both), [trayChoice, trays, type, both]);
  const plan = documentPrintPlan({
    both,
    type,
    source,
    layoutChoice,
    copiesChoice,
    frontCrop,
    backCrop,
    pdfCards,
    traySlots: trayPrint?.tray.layout.slots.length ?? null,
  });
  const sheet = documentSheetOf(plan, trayPrint);
  /** A change to the paper or tray choice (the tray, its pass, its bleed). */
  const chooseTray = useCallback((change: Partial<TrayChoice>) => setTrayChoice((current) => ({ ...current, ...change })), []);

  const pickerOf = (side: DocumentSide): PickedPhotoState => (side === 'front' ? front : back);
  const setCropOf = (side: DocumentSide) => (side === 'front' ? setFrontCrop : setBackCrop);

  /**
   * A file chosen for a side: once it opens, the document is looked for in it, then the crop dialog shows it
   * on four corners: the found document's, else the photo's, said to be not found (decision 0082).
   */
  const choose = async (side: DocumentSide, file: File) => {
    const photo = await pickerOf(side).pick(file);
    if (!photo) return;
    const quad = await findQuad(photo.blob, type.cropAspect).catch(() => null);
    setFoundQuads((current) => ({ ...current, [side]: { url: photo.url, quad } }));
    setCropping(side);
  };

  /** The crop dialog's OK: the crop becomes that side's picture, cut for the type chosen now. */
  const cropDone = (exported: ExportedCrop) => {
    if (!cropping) return;
    setCropOf(cropping)({
      id: ++cropIds,
      url: URL.createObjectURL(exported.jpeg),
      jpeg: exported.jpeg,
      width: exported.width,
      height: exported.height,
      aspect: exported.width / exported.height,
      lowResolution: exported.lowResolution,
      cutFor: type.cropAspect,
    });
    setCropping(null);
  };

  /** The cropper could not load the picture: the pick and that side's crop are cleared, with a message (as the passport studio does). */
  const cropFailed = () => {
    if (!cropping) return;
    pickerOf(cropping).discard();
    setCropOf(cropping)(null);
    setCropping(null);
  };

  const croppingPhoto: PickedPhoto | null = cropping ? pickerOf(cropping).photo : null;
  const croppingFound = cropping ? foundQuads[cropping] : null;
  /** The search's result for the photo being cropped, while it is that photo's: its corners, or null (none found). */
  const croppingSearch: { quad: Quad | null } | null = croppingPhoto && croppingFound?.url === croppingPhoto.url ? { quad: croppingFound.quad } : null;

  // What a reload brings back: the photos' crops (an e-Aadhaar's cards are not kept: they come from its PDF again), layout, copies and tray.
  const kept: KeptDocumentSides = useMemo(
    () => ({ front: keptSide(frontCrop), back: keptSide(backCrop), layoutChoice, copiesChoice, tray: trayChoice }),
    [frontCrop, backCrop, layoutChoice, copiesChoice, trayChoice],
  );
  const restore = useCallback(
    (saved: KeptDocumentSides) => {
      setFrontCrop(sideFromKept(saved.front));
      setBackCrop(sideFromKept(saved.back));
      setLayoutChoice(saved.layoutChoice);
      setCopiesChoice(saved.copiesChoice);
      setTrayChoice(trayChoiceFromKept(saved.tray));
    },
    [setFrontCrop, setBackCrop],
  );

  return {
    ...plan,
    frontCrop,
    backCrop,
    pdfCards,
    takePdfCards,
    pickerOf,
    choose,
    cropping,
    croppingPhoto,
    croppingSearch,
    /** Opens the crop dialog again on a side's photo. */
    editCrop: setCropping,
    cropDone,
    cropFailed,
    cancelCrop: () => setCropping(null),
    /** The state kept across a reload, and how it is put back. */
    kept,
    restore,
    setLayoutChoice,
    setCopiesChoice,
    chooseTray,
    /** The tray print, or null for paper. */
    trayPrint,
    /** The request's sheet: layout, copies and, on a tray, the tray. */
    sheet,
  };
}
