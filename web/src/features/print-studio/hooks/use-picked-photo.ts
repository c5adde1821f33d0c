import { useCallback, useEffect, useRef, useState } from 'react';
import { decodePhoto, DecodeError, type DecodedPhoto, type DecodeFailure } from '../../../lib/decode-image';
import type { DecodeStage } from '../../../lib/decode-protocol';

export interface PickedPhoto extends DecodedPhoto {
  /** Object URL of the decoded photo, alive as long as the photo is kept. */
  url: string;
}

/** Why a file was not taken: a decode failure, or 'unreadable' when the cropper could not show it. */
type PickFailureReason = DecodeFailure | 'unreadable';

export interface PickFailure {
  reason: PickFailureReason;
  /** The chosen file's name (empty for 'unreadable'). */
  name: string;
}

export interface PickedPhotoState {
  /** The stage of the photo being opened, or null when idle. */
  stage: DecodeStage | null;
  /** Why the last file chosen was not taken; null after a success. */
  failure: PickFailure | null;
  /** The last photo opened; a file that fails leaves it as it was. */
  photo: PickedPhoto | null;
  /** Opens a chosen file; resolves with the photo, or null when it failed or another file was chosen meanwhile. */
  pick: (file: File) => Promise<PickedPhoto | null>;
  /** The photo could not be used after all (the cropper could not load it): drop it and say so. */
  discard: () => void;
}

/**
 * One picker's photo (passport photo, a document's front or back): decodes a chosen file off the
 * main thread with progress, keeps the last good photo when a file is refused (not a
 * JPEG/PNG/WebP, damaged), and says why.
 */
export function usePickedPhoto(): PickedPhotoState {
  const [stage, setStage] = useState<DecodeStage | null>(null);
  const [failure, setFailure] = useState<PickFailure | null>(null);
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const decodeAbort = useRef<AbortController | null>(null);

  // Object URLs live as long as the photo they show.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);
  useEffect(() => () => decodeAbort.current?.abort(), []);

  const pick = useCallback(async (file: File): Promise<PickedPhoto | null> => {
    decodeAbort.current?.abort();
    const controller = new AbortController();
    decodeAbort.current = controller;
    setFailure(null);
    setStage('reading');
    try {
      const decoded = await decodePhoto(file, setStage, controller.signal);
      if (controller.signal.aborted) return null;
      const opened = { ...decoded, url: URL.createObjectURL(decoded.blob) };
      setPhoto(opened);
      return opened;
    } catch (error) {
      if (controller.signal.aborted) return null;
      setFailure({ reason: error instanceof DecodeError ? error.reason : 'decode', name: file.name });
      return null;
    } finally {
      if (decodeAbort.current === controller) {
        decodeAbort.current = null;
        setStage(null);
      }
    }
  }, []);

  const discard = useCallback(() => {
    setPhoto(null);
    setFailure({ reason: 'unreadable', name: '' });
  }, []);

  return { stage, failure, photo, pick, discard };
}
