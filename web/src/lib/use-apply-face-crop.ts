import { useEffect, useRef } from 'react';
import type { CropperRef, CropperState } from 'react-advanced-cropper';
import { turnedFrame, type FaceCropProposal } from '@core/face/propose-face-crop';
import type { FaceCropState } from './use-face-crop-proposal';

/** How a screen turns its cropper's image to an angle (degrees clockwise): the print studio's straighten control, or the cropper itself. */
export interface TurnImageTo {
  straightenTo: (degrees: number) => void;
}

/**
 * Opens the cropper on the face proposal once both are there (the photo loaded, the face found):
 * the image turned by the proposal's angle (through the print studio's straighten control, so the
 * slider shows it; the exam cropper turns the image itself), the view zoomed in so the frame fills most of it, then the frame set on the proposed crop.
 * Each proposal is applied once, judged by its crop and angle (a re-render may compute an equal proposal
 * again as a new object); afterwards the operator moves, zooms and straightens as before. A frame proposed
 * otherwise (a signature's ink, decision 0082) comes the same way, found, turned by 0°.
 */
export function useApplyFaceCrop(
  faceCrop: (Pick<FaceCropState, 'status'> & { proposal: Pick<FaceCropProposal, 'crop' | 'rotation'> | null }) | null | undefined,
  ready: boolean,
  act: (action: (cropper: CropperRef) => void) => void,
  straighten: TurnImageTo,
  /** The preview is drawn again for the proposal (it was drawn for the whole photo when it loaded). */
  schedulePreview: () => void = noPreview,
): void {
  const applied = useRef<string | null>(null);
  const proposal = faceCrop?.status === 'found' ? faceCrop.proposal : null;
  const { straightenTo } = straighten;

  useEffect(() => {
    if (!ready || !proposal) return;
    const key = proposalKey(proposal);
    if (applied.current === key) return;
    applied.current = key;
    straightenTo(proposal.rotation);
    const { left, top, width, height } = proposal.crop;
    act((cropper) => {
      const area = zoomedArea(cropper.getState(), proposal.crop);
      if (area) {
        cropper.setState((state) => state && { ...state, visibleArea: area }, { transitions: false });
        cropper.reconcileState({ transitions: false });
      }
      cropper.setCoordinates({ left, top, width, height }, { transitions: false });
    });
    schedulePreview();
  }, [ready, proposal, act, straightenTo, schedulePreview]);
}

const noPreview = () => undefined;

/** A proposal by value: where its frame is and how far the photo turns. */
const proposalKey = ({ crop, rotation }: Pick<FaceCropProposal, 'crop' | 'rotation'>) => `${crop.left},${crop.top},${crop.width},${crop.height}@${rotation}`;

/** The share of the view the proposed frame fills once zoomed in on. */
const FRAME_SHARE = 0.75;

/**
 * The view (visible area, in the cropper's image coordinates, at the view's own aspect) centred on
 * `crop` with the crop filling FRAME_SHARE of it; null when the whole photo already shows the crop
 * that large (never zoomed out).
 */
export function zoomedArea(state: CropperState | null, crop: { left: number; top: number; width: number; height: number }) {
  if (!state?.visibleArea || !state.imageSize.width || !state.boundary.width || !state.boundary.height) return null;
  const aspect = state.boundary.width / state.boundary.height;
  let height = crop.height / FRAME_SHARE;
  let width = height * aspect;
  if (width < crop.width / FRAME_SHARE) {
    width = crop.width / FRAME_SHARE;
    height = width / aspect;
  }
  if (height >= state.visibleArea.height) return null;
  // Kept on the (turned) photo where it fits, centred on it where it is wider or taller.
  const image = turnedFrame(state.imageSize, state.transforms.rotate);
  const place = (start: number, size: number, room: number) => (size >= room ? (room - size) / 2 : Math.min(Math.max(start, 0), room - size));
  return {
    left: place(crop.left + crop.width / 2 - width / 2, width, image.width),
    top: place(crop.top + crop.height / 2 - height / 2, height, image.height),
    width,
    height,
  };
}
