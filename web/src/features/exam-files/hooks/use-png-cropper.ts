import { useCallback, useRef, useState } from 'react';
import type { CropperRef } from 'react-advanced-cropper';
import type { PixelSize } from '@core/exam-files/exam-file-size';
import { exportPngCrop, type PngCrop } from '../lib/export-png-crop';

export interface PngCropperOptions {
  /** The upload's pixel size for a crop of this many pixels of the picture. */
  sizeFor: (crop: PixelSize) => PixelSize;
  onDone: (crop: PngCrop) => void;
  /** The cropper had nothing to give (the picture could not be read). */
  onImageError: () => void;
}

export interface PngCropper {
  cropperRef: React.RefObject<CropperRef | null>;
  /** The picture is loaded: the tools and OK can be used. */
  ready: boolean;
  /** OK was pressed and the crop is being made. */
  exporting: boolean;
  onReady: () => void;
  /** Runs `action` on the cropper once it is there. */
  act: (action: (cropper: CropperRef) => void) => void;
  /** OK: the crop as a PNG (onDone), or onImageError. A second press while the first works is ignored. */
  confirm: () => Promise<void>;
}

/**
 * The exam crop dialog's state (the minimal part of the print studio's cropper this screen needs, kept in this
 * feature: features don't import each other): ready, the tools, and a lossless export at the upload's size.
 */
export function usePngCropper({ sizeFor, onDone, onImageError }: PngCropperOptions): PngCropper {
  const cropperRef = useRef<CropperRef>(null);
  const [ready, setReady] = useState(false);
  const [exporting, setExporting] = useState(false);
  // Two quick OK clicks land before React renders the first: the ref keeps the second out.
  const exportingRef = useRef(false);

  const onReady = useCallback(() => setReady(true), []);
  const act = useCallback((action: (cropper: CropperRef) => void) => {
    if (cropperRef.current) action(cropperRef.current);
  }, []);

  const confirm = useCallback(async () => {
    const cropper = cropperRef.current;
    if (!cropper || exportingRef.current) return;
    exportingRef.current = true;
    setExporting(true);
    try {
      const crop = await exportPngCrop(cropper, sizeFor);
      if (crop) onDone(crop);
      else onImageError();
    } finally {
      exportingRef.current = false;
      setExporting(false);
    }
  }, [sizeFor, onDone, onImageError]);

  return { cropperRef, ready, exporting, onReady, act, confirm };
}
