import { useCallback, useRef, useState } from 'react';
import { headGuides, type HeadGuides } from '@core/face/head-rules';
import { largestFaceIndex, proposeFaceCrop, type FaceCropProposal, type FaceLandmarks, type Point } from '@core/face/propose-face-crop';
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

/** A face's box in the upright photo's pixels (core's face box). */
export type FaceBox = FaceLandmarks['box'];

/** What the crop dialog is told about the face: the proposal to open on, and the rule's guide lines. */
export interface FaceCropState {
  status: 'finding' | 'found' | 'none' | 'failed';
  proposal: FaceCropProposal | null;
  guides: HeadGuides;
  /** Every face found, for the operator to choose another than the one cropped (decision 0089); empty otherwise. */
  faceBoxes: readonly FaceBox[];
  /** The decoded photo's size in pixels, which the boxes measure. */
  photo: { width: number; height: number };
  /** The face cropped is one the operator chose, not the largest. */
  chosenByOperator: boolean;
  /** Why the crown is estimated, not measured (crownEstimateOf); null when it was measured. */
  crownEstimated: 'browser' | 'photo' | null;
  /** Crops the face at this index of `faceBoxes` instead. */
  chooseFace: (index: number) => void;
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

/**
 * Why the proposal's crown is the estimate rather than measured on a person mask (decisions 0099, 0112), or null when
 * it was measured (core's proposal says which): 'browser' when the mask could not be made here at all, 'photo' when it
 * was made but showed no believable crown for this face, or the face was not among those measured (a group's smallest).
 */
export function crownEstimateOf(proposal: Pick<FaceCropProposal, 'crownMeasured'>, face: FaceLandmarks | undefined): 'browser' | 'photo' | null {
  if (proposal.crownMeasured) return null;
  return face?.maskFailed ? 'browser' : 'photo';
}

/** Faces measured in shares of the photo, in the photo's pixels. */
export function facesInPixels(faces: readonly FaceLandmarks[], image: { width: number; height: number }): FaceLandmarks[] {
  return faces.map((face) => ({
    box: { left: face.box.left * image.width, top: face.box.top * image.height, width: face.box.width * image.width, height: face.box.height * image.height },
    leftEye: scalePoint(face.leftEye, image),
    rightEye: scalePoint(face.rightEye, image),
    chin: scalePoint(face.chin, image),
    ...(face.jawLeft && face.jawRight ? { jawLeft: scalePoint(face.jawLeft, image), jawRight: scalePoint(face.jawRight, image) } : {}),
    ...(face.personTop ? { personTop: scalePoint(face.personTop, image) } : {}),
    ...(face.noseTip ? { noseTip: scalePoint(face.noseTip, image) } : {}),
    ...(face.maskFailed ? { maskFailed: true } : {}),
    ...(face.tiltConfirmed ? { tiltConfirmed: true } : {}),
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
  /** The face the operator chose by its index; null: the largest. A new search forgets it. */
  const [chosen, setChosen] = useState<number | null>(null);
  const latest = useRef(0);

  const find = useCallback(
    (file: Blob) => {
      const mine = ++latest.current;
      setSearch({ status: 'finding' });
      setChosen(null);
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
    setChosen(null);
  }, []);

  const stateFor = useCallback(
    (image: { width: number; height: number }, size: PhotoSize): FaceCropState | null => {
      const none = {
        guides: headGuides(size),
        faceBoxes: [],
        photo: { width: image.width, height: image.height },
        chosenByOperator: false,
        crownEstimated: null,
        chooseFace: setChosen,
      };
      switch (search.status) {
        case 'idle':
          return null;
        case 'finding':
          return { ...none, status: 'finding', proposal: null };
        case 'failed':
          return { ...none, status: 'failed', proposal: null };
        case 'done': {
          const faces = facesInPixels(search.faces, image);
          const proposal = proposeFaceCrop(faces, image, size, chosen === null ? {} : { face: chosen });
          if (!proposal) return { ...none, status: 'none', proposal };
          const chosenByOperator = chosen !== null && proposal.face !== largestFaceIndex(faces);
          const crownEstimated = crownEstimateOf(proposal, faces[proposal.face]);
          return { ...none, status: 'found', proposal, faceBoxes: faces.map((face) => face.box), chosenByOperator, crownEstimated };
        }
      }
    },
    [search, chosen],
  );

  return { search, find, reset, stateFor };
}
