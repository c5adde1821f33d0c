import { useCallback, useEffect, useRef, useState } from 'react';
import type { CropperRef } from 'react-advanced-cropper';
import type { PixelSize } from '@core/documents/document-crop-pixels';
import { exportCrop, type CropSizer, type ExportedCrop } from './export-crop';
import { exportPngCrop, type PngCrop } from './export-png-crop';
import { useStraighten, type Straighten } from './use-straighten';

/** The preview is drawn again this long after the hand rests. */
export const PREVIEW_DEBOUNCE_MS = 500;
const PREVIEW_MAX_SIDE = 1024;

/** What OK makes of the crop: a JPEG at the print size (the studio's, decision 0077), or a lossless PNG at exactly the upload's size (the exam files'). */
export type CropOutput =
  | {
      format?: 'jpeg' | undefined;
      /** The pixel size to export the crop at. */
      sizeFor: CropSizer;
      /** The crop's JPEG quality (exportCrop's default: a photo's). */
      jpegQuality?: number | undefined;
      onDone: (crop: ExportedCrop) => void;
    }
  | {
      format: 'png';
      /** The upload's pixel size for a crop of this many pixels of the picture. */
      sizeFor: (crop: PixelSize) => PixelSize;
      onDone: (crop: PngCrop) => void;
    };

export type CropperOptions = CropOutput & {
  /** The cropper had nothing to give (the picture could not be read). */
  onImageError: () => void;
};

export interface CropperState {
  /** For the `<Cropper>`. */
  cropperRef: React.RefObject<CropperRef | null>;
  /** For the preview `<canvas>`. */
  previewRef: React.RefObject<HTMLCanvasElement | null>;
  /** The picture is loaded: the tools can be used. */
  ready: boolean;
  /** OK was pressed and the crop is being made. */
  exporting: boolean;
  /** The cropper's onReady: the tools come alive and the preview is drawn. */
  onReady: () => void;
  /** The cropper's onChange: the preview is drawn again once the hand rests. */
  schedulePreview: () => void;
  /** Runs `action` on the cropper once it is there. */
  act: (action: (cropper: CropperRef) => void) => void;
  /** OK: the crop becomes the picture (onDone), or onImageError when the cropper has none to give. */
  confirm: () => Promise<void>;
  straighten: Straighten;
}

/** The crop dialog's state: the cropper, its debounced preview, the straightening angle and the export. */
export function useCropper(options: CropperOptions): CropperState {
  const cropperRef = useRef<CropperRef>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const debounceRef = useRef<number | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [exporting, setExporting] = useState(false);
  // Two quick OK clicks land before React renders the first: the ref, not `exporting`, keeps the second out.
  const exportingRef = useRef(false);

  useEffect(() => () => window.clearTimeout(debounceRef.current), []);

  const drawPreview = useCallback(() => {
    const cropper = cropperRef.current;
    const target = previewRef.current;
    if (!cropper || !target) return;
    const canvas = cropper.getCanvas({ maxWidth: PREVIEW_MAX_SIDE, maxHeight: PREVIEW_MAX_SIDE, fillColor: '#ffffff' });
    if (!canvas) return;
    target.width = canvas.width;
    target.height = canvas.height;
    target.getContext('2d')?.drawImage(canvas, 0, 0);
  }, []);

  const schedulePreview = useCallback(() => {
    window.clearTimeout(debounceRef.current);
    debounceRef.current = window.setTimeout(drawPreview, PREVIEW_DEBOUNCE_MS);
  }, [drawPreview]);

  const onReady = useCallback(() => {
    setReady(true);
    drawPreview();
  }, [drawPreview]);

  const act = useCallback((action: (cropper: CropperRef) => void) => {
    const cropper = cropperRef.current;
    if (cropper) action(cropper);
  }, []);

  // Small turns follow the hand: no transition, or dragging the slider lags.
  const turnImage = useCallback((turn: number) => act((c) => c.rotateImage(turn, { transitions: false })), [act]);
  const straighten = useStraighten(turnImage);

  const confirm = async () => {
    const cropper = cropperRef.current;
    if (!cropper || exportingRef.current) return;
    exportingRef.current = true;
    setExporting(true);
    try {
      if (!(await exportTo(cropper, options))) options.onImageError();
    } finally {
      exportingRef.current = false;
      setExporting(false);
    }
  };

  return { cropperRef, previewRef, ready, exporting, onReady, schedulePreview, act, confirm, straighten };
}

/** Exports the crop as `output` asks and hands it to its onDone; false when the cropper had none to give. */
async function exportTo(cropper: CropperRef, output: CropOutput): Promise<boolean> {
  if (output.format === 'png') {
    const crop = await exportPngCrop(cropper, output.sizeFor);
    if (crop) output.onDone(crop);
    return crop !== null;
  }
  const crop = await exportCrop(cropper, output.sizeFor, output.jpegQuality);
  if (crop) output.onDone(crop);
  return crop !== null;
}
