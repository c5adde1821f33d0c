import './face-crop.css';
import { DOCUMENT_LEAST_DPI } from '@core/documents/document-crop-pixels';
import { PROFILE_YAW_DEGREES } from '@core/face/face-yaw';
import { TILTED_HEAD_DEGREES } from '@core/geometry/straighten';
import { useTranslation } from '../lib/i18n';
import type { FaceCropState } from '../lib/use-face-crop-proposal';

/** The screen's own words where they differ from the passport studio's (the exam screen's frame has the form's shape, not passport proportions). */
export interface FaceCropTexts {
  found: string;
  wholeFrame: string;
}

/**
 * What a crop dialog says about the face (print studio and exam screen): looking for it, found (one
 * or several), none, or the finder unavailable.
 */
export function FaceCropNotice({ faceCrop, texts }: { faceCrop: FaceCropState; texts?: FaceCropTexts }) {
  const { t } = useTranslation();
  const { status, proposal } = faceCrop;
  if (status === 'finding') {
    return (
      <p className="status studio-crop__face" role="status" data-testid="face-status" data-status="finding">
        <span className="spinner" aria-hidden="true" />
        {t('studio.crop.face.finding')}
      </p>
    );
  }
  const lines: string[] = [];
  if (status === 'found' && proposal) {
    lines.push(proposal.wholeFrame ? (texts?.wholeFrame ?? t('studio.crop.face.wholeFrame')) : (texts?.found ?? t('studio.crop.face.found')));
    if (proposal.faces > 1) lines.push(t(faceCrop.chosenByOperator ? 'studio.crop.face.severalChosen' : 'studio.crop.face.several', { count: proposal.faces }));
    // Fewer pixels than a sharp print needs (decision 0086): said before OK, not only after.
    if (proposal.dpi < DOCUMENT_LEAST_DPI) lines.push(t('studio.crop.face.small'));
    // A face turned sideways (decision 0100): cropped all the same, and said.
    if (proposal.yaw !== null && Math.abs(proposal.yaw) > PROFILE_YAW_DEGREES) lines.push(t('studio.crop.face.profile'));
    // A head tilted past what is turned on its own (decision 0087): left as it is, and said.
    // Turned all the same when a second reading confirmed it (decision 0101): said, for the operator to check.
    if (Math.abs(proposal.tilt) > TILTED_HEAD_DEGREES + 0.25) {
      const degrees = Math.round(Math.abs(proposal.tilt));
      lines.push(proposal.rotation !== 0 ? t('studio.crop.face.tiltedStraightened', { degrees }) : t('studio.crop.face.tilted', { degrees }));
    }
    // What the frame misses of the rule to stay inside the photo (decision 0083), top and level by name.
    const { misses } = proposal;
    if (misses.includes('top')) lines.push(t('studio.crop.face.top'));
    if (misses.includes('level')) lines.push(t('studio.crop.face.level'));
    if (misses.some((miss) => miss === 'low' || miss === 'head-size' || miss === 'centre')) lines.push(t('studio.crop.face.tight'));
    // The crown is the estimate (decisions 0099, 0112): the person mask could not be made in this browser; or it showed
    // no believable crown for this face, or the face was past the six largest, whose crowns are measured.
    if (faceCrop.crownEstimated === 'browser') lines.push(t('studio.crop.face.crownEstimated'));
    if (faceCrop.crownEstimated === 'photo') lines.push(t('studio.crop.face.crownEstimatedPhoto'));
  } else if (status === 'none') {
    lines.push(t('studio.crop.face.none'));
  } else {
    lines.push(t('studio.crop.face.failed'));
  }
  lines.push(t('studio.crop.face.guides'));
  return (
    <div className={`studio-crop__face${status === 'found' ? '' : ' notice'}`} role="status" data-testid="face-status" data-status={status}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
