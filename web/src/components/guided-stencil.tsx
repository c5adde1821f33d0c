import './face-crop.css';
import { forwardRef, type ComponentProps, type ComponentRef } from 'react';
import { getStencilCoordinates, RectangleStencil, StencilWrapper } from 'react-advanced-cropper';
import type { HeadGuides } from '@core/face/head-rules';

type GuidedStencilProps = ComponentProps<typeof RectangleStencil> & {
  /** Where the photo's rule wants the crown and the chin: shares of the frame's height from its top. */
  guides?: HeadGuides;
};

/**
 * The crop frame with the head rule's two guide lines across it (decision 0043): the crown's and the
 * chin's. They move with the frame, take no pointer events (dragging goes to the frame), and are
 * not read out: the dialog's notice says what they mean.
 */
export const GuidedStencil = forwardRef<ComponentRef<typeof RectangleStencil>, GuidedStencilProps>(function GuidedStencil({ guides, ...props }, ref) {
  const state = props.cropper.getState();
  const frame = state && guides ? getStencilCoordinates(state) : null;
  return (
    <>
      <RectangleStencil ref={ref} {...props} />
      {frame && guides && (
        <StencilWrapper
          className="studio-crop__guides"
          width={frame.width}
          height={frame.height}
          left={frame.left}
          top={frame.top}
          transitions={props.cropper.getTransitions()}
        >
          <span
            className="studio-crop__guide studio-crop__guide--crown"
            data-testid="guide-crown"
            style={{ top: `${guides.crown * 100}%` }}
            aria-hidden="true"
          />
          <span className="studio-crop__guide studio-crop__guide--chin" data-testid="guide-chin" style={{ top: `${guides.chin * 100}%` }} aria-hidden="true" />
        </StencilWrapper>
      )}
    </>
  );
});
