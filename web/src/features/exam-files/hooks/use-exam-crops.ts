import { useCallback, useEffect, useRef, useState } from 'react';
import { DecodeError, decodePhoto } from '../../../lib/decode-image';
import type { DecodeStage } from '../../../lib/decode-protocol';
import type { PngCrop } from '../../../lib/cropper/export-png-crop';

/** A picture the operator chose for one file, before or after its crop. */
export interface ExamSource {
  url: string;
  name: string;
  /** The upright picture's pixel size (what the face-aware crop proposes in). */
  width: number;
  height: number;
}

/** A finished crop of one file: the PNG uploaded, and its object URL for the thumbnail. */
export interface ExamCrop extends PngCrop {
  /** Changes with every crop: results made from an older crop are not shown for this one. */
  id: number;
  url: string;
}

/** Why a chosen picture was not taken: not a JPEG/PNG/WebP, or the cropper could not show it. */
export type ExamPickFailure = { reason: 'unsupported'; name: string } | { reason: 'unreadable'; name: string };

export interface ExamCrops {
  /** Each preset's chosen picture (kept to crop again). */
  sources: Readonly<Record<string, ExamSource>>;
  /** Each preset's crop. */
  crops: Readonly<Record<string, ExamCrop>>;
  /** Each preset's last refusal. */
  failures: Readonly<Record<string, ExamPickFailure>>;
  /** The preset whose picture is in the crop dialog, or null. */
  cropping: string | null;
  /** Each preset's picture being opened (decoded off the main thread), with its stage. */
  opening: Readonly<Record<string, DecodeStage>>;
  /**
   * A file was chosen for `presetId`: decoded upright, its long side capped (`decodePhoto`, in a worker where the
   * browser can), then taken (the crop dialog opens) or refused with a reason. A later pick for the same file wins.
   * Resolves with the picture taken, or null (refused, or overtaken by a later pick).
   */
  pick: (presetId: string, file: File) => Promise<ExamSource | null>;
  /** Opens the crop dialog again on the preset's picture. */
  recrop: (presetId: string) => void;
  cropDone: (presetId: string, crop: PngCrop) => void;
  /** Keeps `crop` as the preset's without touching the dialog (a file made from other crops: stacked signatures). */
  keepCrop: (presetId: string, crop: PngCrop) => void;
  cancelCrop: () => void;
  /** The cropper could not show the picture: dropped, and said. */
  cropFailed: (presetId: string) => void;
  /** Crops kept in the browser, given back in the order they were made (decision 0066): the screen's crops are these. */
  restore: (kept: readonly (PngCrop & { key: string })[]) => void;
  /** Start over: every picture, crop and refusal goes, and a picture being opened is let go. */
  clear: () => void;
}

let cropIds = 0;

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/**
 * The pictures and crops of the exam screen's files, one a preset (photo, signature…). A chosen picture is opened
 * as the print studio opens one (a 12 MP phone photo decoded and scaled off the main thread, so a cheap phone
 * does not freeze), then the crop dialog opens; a refused one leaves the last good crop as it was and says why.
 * Object URLs live as long as what they show, and all go when the screen closes.
 */
export function useExamCrops({ decode = decodePhoto }: { decode?: typeof decodePhoto } = {}): ExamCrops {
  const [sources, setSources] = useState<Record<string, ExamSource>>({});
  const [crops, setCrops] = useState<Record<string, ExamCrop>>({});
  const [failures, setFailures] = useState<Record<string, ExamPickFailure>>({});
  const [cropping, setCropping] = useState<string | null>(null);
  const [opening, setOpening] = useState<Record<string, DecodeStage>>({});
  const decodes = useRef(new Map<string, AbortController>());
  const urls = useRef(new Set<string>());

  const track = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.add(url);
    return url;
  }, []);
  const release = useCallback((url: string | undefined) => {
    if (url === undefined || !urls.current.delete(url)) return;
    URL.revokeObjectURL(url);
  }, []);

  useEffect(() => {
    const held = urls.current;
    const running = decodes.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  // The latest pictures and crops, for the callbacks (their URLs are released outside state updaters).
  const sourcesRef = useRef(sources);
  const cropsRef = useRef(crops);
  useEffect(() => {
    sourcesRef.current = sources;
    cropsRef.current = crops;
  }, [sources, crops]);

  const pick = useCallback(
    async (presetId: string, file: File): Promise<ExamSource | null> => {
      decodes.current.get(presetId)?.abort();
      const controller = new AbortController();
      decodes.current.set(presetId, controller);
      const stage = (at: DecodeStage) => {
        if (!controller.signal.aborted) setOpening((current) => ({ ...current, [presetId]: at }));
      };
      stage('reading');
      try {
        const decoded = await decode(file, stage, controller.signal);
        if (controller.signal.aborted) return null;
        release(sourcesRef.current[presetId]?.url);
        const source = { url: track(decoded.blob), name: file.name, width: decoded.width, height: decoded.height };
        sourcesRef.current = { ...sourcesRef.current, [presetId]: source };
        setSources(sourcesRef.current);
        setFailures((current) => without(current, presetId));
        setCropping(presetId);
        return source;
      } catch (error) {
        if (controller.signal.aborted) return null;
        const reason = error instanceof DecodeError && error.reason === 'unsupported-type' ? 'unsupported' : 'unreadable';
        setFailures((current) => ({ ...current, [presetId]: { reason, name: file.name } }));
        return null;
      } finally {
        if (decodes.current.get(presetId) === controller) {
          decodes.current.delete(presetId);
          setOpening((current) => without(current, presetId));
        }
      }
    },
    [decode, track, release],
  );

  const recrop = useCallback((presetId: string) => setCropping(presetId), []);
  const cancelCrop = useCallback(() => setCropping(null), []);

  const keepCrop = useCallback(
    (presetId: string, crop: PngCrop) => {
      release(cropsRef.current[presetId]?.url);
      cropsRef.current = { ...cropsRef.current, [presetId]: { ...crop, id: ++cropIds, url: track(crop.png) } };
      setCrops(cropsRef.current);
    },
    [track, release],
  );
  const cropDone = useCallback(
    (presetId: string, crop: PngCrop) => {
      keepCrop(presetId, crop);
      setCropping(null);
    },
    [keepCrop],
  );

  const cropFailed = useCallback(
    (presetId: string) => {
      const source = sourcesRef.current[presetId];
      release(source?.url);
      sourcesRef.current = without(sourcesRef.current, presetId);
      setSources(sourcesRef.current);
      setFailures((current) => ({ ...current, [presetId]: { reason: 'unreadable', name: source?.name ?? '' } }));
      setCropping(null);
    },
    [release],
  );

  const restore = useCallback(
    (kept: readonly (PngCrop & { key: string })[]) => {
      for (const crop of Object.values(cropsRef.current)) release(crop.url);
      const restored: Record<string, ExamCrop> = {};
      // Ids in the kept order: a file stacked from its parts stays newer than they are (useStackedSignatures).
      for (const { key, ...crop } of kept) restored[key] = { ...crop, id: ++cropIds, url: track(crop.png) };
      cropsRef.current = restored;
      setCrops(restored);
    },
    [track, release],
  );

  const clear = useCallback(() => {
    for (const controller of decodes.current.values()) controller.abort();
    decodes.current.clear();
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current.clear();
    sourcesRef.current = {};
    cropsRef.current = {};
    setSources({});
    setCrops({});
    setFailures({});
    setOpening({});
    setCropping(null);
  }, []);

  return { sources, crops, failures, cropping, opening, pick, recrop, cropDone, keepCrop, cancelCrop, cropFailed, restore, clear };
}
