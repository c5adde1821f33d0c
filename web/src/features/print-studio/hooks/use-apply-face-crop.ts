import { useEffect, useRef } from 'react';
import type { CropperRef } from 'react-advanced-cropper';
import type { FaceCropProposal } from '@core/face/propose-face-crop';
import type { FaceCropState } from '../../../lib/use-face-crop-proposal';
import type { Straighten } from './use-straighten';

/**
 * Opens the cropper on the face proposal once both are there (the photo loaded, the face found):
 * the image turned by the proposal's angle through the straighten control (so the slider shows
 * it), then the frame set on the proposed crop. Each proposal is applied once; afterwards the
 * operator moves, zooms and straightens as before.
 */
export function useApplyFaceCrop(
  faceCrop: FaceCropState | null | undefined,
  ready: boolean,
  act: (action: (cropper: CropperRef) => void) => void,
  straighten: Straighten,
): void {
  const applied = useRef<FaceCropProposal | null>(null);
  const proposal = faceCrop?.status === 'found' ? faceCrop.proposal : null;
  const { straightenTo } = straighten;

  useEffect(() => {
    if (!ready || !proposal || applied.current === proposal) return;
    applied.current = proposal;
    straightenTo(proposal.rotation);
    const { left, top, width, height } = proposal.crop;
    act((cropper) => cropper.setCoordinates({ left, top, width, height }, { transitions: false }));
  }, [ready, proposal, act, straightenTo]);
}
