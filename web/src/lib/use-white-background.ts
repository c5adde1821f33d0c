import { useCallback, useEffect, useRef, useState } from 'react';
import { makeWhiteBackground, type WhiteBackgroundFailure, type WhiteBackgroundResult, type WhiteBackgroundType } from './white-background';

/** A crop the switch works on: its identity and its picture, a print-size JPEG (print studio) or an exam file's exact-size PNG. */
export type WhiteBackgroundSource = { id: number; jpeg: Blob } | { id: number; png: Blob };

type WhiteBackgroundStatus =
  /** The switch is off: the crop prints as cropped. */
  | { kind: 'off' }
  /** The model is loading (first use) or the crop being separated: nothing prints until it is done. */
  | { kind: 'working'; stage: 'loading' | 'separating' }
  /** The white-background picture (in the crop's format) is ready; it is what the preview shows and what prints or is uploaded. */
  | { kind: 'done'; picture: Blob; url: string; width: number; height: number; backend: string }
  /** It could not be made: the switch went back off and the crop prints as it was. */
  | { kind: 'failed'; reason: WhiteBackgroundFailure };

export interface WhiteBackground {
  on: boolean;
  status: WhiteBackgroundStatus;
  /** Turn the switch on (the crop is separated, once per crop) or off (back to the crop as cropped). */
  setOn: (on: boolean) => void;
  /** The before/after comparison: which of the two the photo step shows. */
  showing: 'before' | 'after';
  setShowing: (showing: 'before' | 'after') => void;
  /** Whether the crop is still being separated (printing waits). */
  working: boolean;
}

type Maker = (crop: Blob, onStage: (stage: 'loading' | 'separating') => void, type: WhiteBackgroundType) => Promise<WhiteBackgroundResult>;

/** Whether a white background was made in this page before: until then the model has to load first, and the status says so. */
let madeBefore = false;

interface Made {
  id: number;
  /** TensorFlow.js's backend that ran the model: 'wasm', or 'cpu' where WebAssembly can't run. */
  backend: string;
  picture: Blob;
  url: string;
  width: number;
  height: number;
}

/**
 * The white background switch's state (decision 0044) for the current crop: off by default;
 * on, the crop is separated in the worker once (again only for a new crop), and the result is
 * what prints. A failure turns the switch back off with its reason.
 */
export function useWhiteBackground(crop: WhiteBackgroundSource | null, make: Maker = makeWhiteBackground): WhiteBackground {
  const [on, setOnState] = useState(false);
  const [stage, setStage] = useState<{ id: number; stage: 'loading' | 'separating' } | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const [failure, setFailure] = useState<{ id: number; reason: WhiteBackgroundFailure } | null>(null);
  const [showing, setShowing] = useState<'before' | 'after'>('after');
  const madeRef = useRef<Made | null>(null);

  // The result's object URL lives as long as it is kept.
  useEffect(() => {
    madeRef.current = made;
    return () => (made ? URL.revokeObjectURL(made.url) : undefined);
  }, [made]);

  const cropId = crop?.id ?? null;
  const cropPicture = crop ? ('png' in crop ? crop.png : crop.jpeg) : null;
  const cropType: WhiteBackgroundType = crop && 'png' in crop ? 'image/png' : 'image/jpeg';
  const needed = on && cropId !== null && cropPicture !== null && made?.id !== cropId && failure?.id !== cropId;

  useEffect(() => {
    if (!needed || cropId === null || cropPicture === null) return;
    let live = true;
    make(
      cropPicture,
      (next) => {
        if (live) setStage({ id: cropId, stage: next });
      },
      cropType,
    ).then(
      (result) => {
        if (!live) return;
        if (result.kind === 'done') {
          madeBefore = true;
          setMade({
            id: cropId,
            backend: result.backend,
            picture: result.picture,
            url: URL.createObjectURL(result.picture),
            width: result.width,
            height: result.height,
          });
          setShowing('after');
        } else {
          setFailure({ id: cropId, reason: result.reason });
          setOnState(false);
        }
      },
      () => {
        if (!live) return;
        setFailure({ id: cropId, reason: 'failed' });
        setOnState(false);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, cropId, cropPicture, cropType, make]);

  const setOn = useCallback((next: boolean) => {
    setFailure(null);
    setOnState(next);
  }, []);

  let status: WhiteBackgroundStatus;
  if (on && made && made.id === cropId)
    status = { kind: 'done', picture: made.picture, url: made.url, width: made.width, height: made.height, backend: made.backend };
  else if (on && cropId !== null) status = { kind: 'working', stage: stage?.id === cropId ? stage.stage : madeBefore ? 'separating' : 'loading' };
  else if (failure && failure.id === cropId) status = { kind: 'failed', reason: failure.reason };
  else status = { kind: 'off' };

  return { on, status, setOn, showing, setShowing, working: status.kind === 'working' };
}
