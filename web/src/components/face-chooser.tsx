import type { FaceCropState } from '../lib/use-face-crop-proposal';
import { useTranslation } from '../lib/i18n';

/** A face's thumbnail side, CSS pixels (a comfortable tap target on a phone). */
const THUMB_PX = 56;
/** How much of the photo around the face's box a thumbnail shows (the box's larger side times this). */
const CONTEXT = 1.4;

/**
 * The faces found in a photo with several people (decision 0089), as a row of thumbnails cut from the
 * photo, numbered left to right: tapping one crops that person instead. The face cropped is pressed.
 */
export function FaceChooser({ faceCrop, imageUrl }: { faceCrop: FaceCropState; imageUrl: string }) {
  const { t } = useTranslation();
  const { faceBoxes, proposal, chooseFace, photo } = faceCrop;
  if (faceCrop.status !== 'found' || !proposal || faceBoxes.length < 2) return null;
  const order = faceBoxes.map((box, index) => ({ box, index })).sort((a, b) => a.box.left - b.box.left);
  return (
    <div className="studio-crop__faces" role="group" aria-label={t('studio.crop.face.faces')}>
      {order.map(({ box, index }, position) => {
        const side = Math.max(box.width, box.height) * CONTEXT;
        const scale = THUMB_PX / side;
        const left = box.left + box.width / 2 - side / 2;
        const top = box.top + box.height / 2 - side / 2;
        return (
          <button
            key={index}
            type="button"
            className="studio-crop__face-pick"
            aria-pressed={proposal.face === index}
            aria-label={t('studio.crop.face.faceN', { number: position + 1, count: faceBoxes.length })}
            data-testid="face-pick"
            onClick={() => chooseFace(index)}
            style={{
              width: THUMB_PX,
              height: THUMB_PX,
              backgroundImage: `url("${imageUrl}")`,
              backgroundSize: `${photo.width * scale}px ${photo.height * scale}px`,
              backgroundPosition: `${-left * scale}px ${-top * scale}px`,
            }}
          />
        );
      })}
    </div>
  );
}
