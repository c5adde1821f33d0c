import { useCallback, useRef, useState } from 'react';
import { headGuides, type HeadGuides } from '@core/face/head-rules';
import { proposeFaceCrop, type FaceCropProposal, type FaceLandmarks, type Point } from '@core/face/propose-face-crop';
import type { PhotoSize } from '@core/layout/papers';
import { detectFaces, type FindFaces } from './detect-faces';

/** The face search for the last photo picked. */
type FaceSearch =
  | { status: 'idle' }
  | { status: 'finding' }
  /** Faces in shares (0–1) of the upright photo's width and height; empty when there is none. */
  | { status: 'done'; faces: FaceLandmarks[] }
  /** The finder could not run in this browser (no module workers, the model did not load). */
  | { status: 'failed' };

/** What the crop dialog is told about the face: the proposal to open on, and the rule's guide lines. */
export interface FaceCropState {
  status: 'finding' | 'found' | 'none' | 'failed';
  proposal: FaceCropProposal | null;
  guides: HeadGuides;
}

export interface FaceCropProposalState {
  search: FaceSearch;
  /** Starts looking for faces in a picked file (at once, alongside the photo's decoding). */
  find: (file: Blob) => void;
  /** Forgets the search (the pick failed): the dialog opens as before. */
  reset: () => void;
  /** The dialog's face state for the decoded photo (its pixel size) and the print size; null when nothing was searched. */
  stateFor: (image: { width: number; height: number }, size: PhotoSize) => FaceCropState | null;
}

const scalePoint = (p: Point, image: { width: number; height: number }): Point => ({ x: p.x * image.width, y: p.y * image.height });

/** Faces measured in shares of the photo, in the photo's pixels. */
export function facesInPixels(faces: readonly FaceLandmarks[], image: { width: number; height: number }): FaceLandmarks[] {
  return faces.map((face) => ({
    box: { left: face.box.left * image.width, top: face.box.top * image.height, width: face.box.width * image.width, height: face.box.height * image.height },
    leftEye: scalePoint(face.leftEye, image),
    rightEye: scalePoint(face.rightEye, image),
    chin: scalePoint(face.chin, image),
    ...(face.jawLeft && face.jawRight ? { jawLeft: scalePoint(face.jawLeft, image), jawRight: scalePoint(face.jawRight, image) } : {}),
  }));
}

/**
 * The face-aware crop (decision 0043), for any screen that crops a portrait: `find` a picked file's
 * faces in a worker, then `stateFor` the decoded photo and the print size gives the crop a passport
 * booth would propose (core's proposeFaceCrop) and the rule's guide lines. A later pick wins over
 * an earlier one still being searched.
 */
export function useFaceCropProposal(findFaces: FindFaces = detectFaces): FaceCropProposalState {
  const [search, setSearch] = useState<FaceSearch>({ status: 'idle' });
  const latest = useRef(0);

  const find = useCallback(
    (file: Blob) => {
      const mine = ++latest.current;
      setSearch({ status: 'finding' });
      findFaces(file).then(
        (faces) => {
          if (mine === latest.current) setSearch(faces ? { status: 'done', faces } : { status: 'failed' });
        },
        () => {
          if (mine === latest.current) setSearch({ status: 'failed' });
        },
      );
    },
    [findFaces],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setSearch({ status: 'idle' });
  }, []);

  const stateFor = useCallback(
    (image: { width: number; height: number }, size: PhotoSize): FaceCropState | null => {
      const guides = headGuides(size);
      switch (search.status) {
        case 'idle':
          return null;
        case 'finding':
          return { status: 'finding', proposal: null, guides };
        case 'failed':
          return { status: 'failed', proposal: null, guides };
        case 'done': {
          const proposal = proposeFaceCrop(facesInPixels(search.faces, image), image, size);
          return { status: proposal ? 'found' : 'none', proposal, guides };
        }
      }
    },
    [search],
  );

  return { search, find, reset, stateFor };
}
