import type { HeadGuides } from '../face/head-rules';
import { mm, type Mm } from '../units/units';

/**
 * The marks that make a free picture a proof of layout, not a usable photo (decision 0053): opaque
 * bands across the whole picture, an opaque oval over the face zone of a photo, and the head rule's
 * guides. All in millimetres on the picture as printed, from its top-left corner.
 */
export interface ProofMarks {
  /** Each band's centre line, from `from` to `to` (both past the picture's edges), drawn `bandWidth` wide. */
  bands: Array<{ from: readonly [Mm, Mm]; to: readonly [Mm, Mm] }>;
  bandWidth: Mm;
  /** The oval over the face zone (a photo only): centre and radii. */
  face: { cx: Mm; cy: Mm; rx: Mm; ry: Mm } | null;
  /** Where the head rule wants the crown and the chin (from the top) and the centre (from the left); a photo only. */
  guides: { crown: Mm; chin: Mm; centre: Mm } | null;
  /** The guides' line width. */
  guideWidth: Mm;
}

/** Bands 6 mm wide with 3 mm between them: two thirds of the picture covered, whatever its size. */
const PROOF_BAND_WIDTH = mm(6);
const PROOF_BAND_GAP = mm(3);
/** Degrees the bands rise to the right, as the brand does on the sheet. */
const PROOF_BAND_ANGLE = 30;
/**
 * The oval reaches this share of the head's height (crown to chin) and is this share as wide as
 * tall, centred between the guides: the eyes, nose, mouth and chin of a head that meets the rule
 * lie inside it with more than 2 mm to spare on every side.
 */
const FACE_OVAL_HEIGHT = 0.92;
const FACE_OVAL_ASPECT = 0.74;
const GUIDE_WIDTH = mm(0.35);

/**
 * The proof marks for a picture printed `width` × `height` mm; `head` (a photo's head guides, as
 * fractions of its height) adds the face oval and the guides. Deterministic: the same size always
 * gets the same marks, so no number of free renders of one picture shows more of it than one does.
 * The bands are anchored at the picture's centre, so the pattern sits the same on every size.
 */
export function placeProofMarks(size: { width: Mm; height: Mm }, head: HeadGuides | null): ProofMarks {
  const radians = (PROOF_BAND_ANGLE * Math.PI) / 180;
  // Along a band (rising to the right, y down) and across it.
  const along = [Math.cos(radians), -Math.sin(radians)] as const;
  const across = [Math.sin(radians), Math.cos(radians)] as const;
  const cx = size.width / 2;
  const cy = size.height / 2;
  const reach = Math.hypot(size.width, size.height) / 2 + PROOF_BAND_WIDTH;
  const period = PROOF_BAND_WIDTH + PROOF_BAND_GAP;
  const count = Math.ceil(reach / period);
  const bands: ProofMarks['bands'] = [];
  for (let k = -count; k <= count; k += 1) {
    const ox = cx + across[0] * k * period;
    const oy = cy + across[1] * k * period;
    bands.push({ from: [mm(ox - along[0] * reach), mm(oy - along[1] * reach)], to: [mm(ox + along[0] * reach), mm(oy + along[1] * reach)] });
  }
  if (!head) return { bands, bandWidth: PROOF_BAND_WIDTH, face: null, guides: null, guideWidth: GUIDE_WIDTH };
  const crown = head.crown * size.height;
  const chin = head.chin * size.height;
  const ry = ((chin - crown) * FACE_OVAL_HEIGHT) / 2;
  return {
    bands,
    bandWidth: PROOF_BAND_WIDTH,
    face: { cx: mm(cx), cy: mm((crown + chin) / 2), rx: mm(ry * FACE_OVAL_ASPECT), ry: mm(ry) },
    guides: { crown: mm(crown), chin: mm(chin), centre: mm(cx) },
    guideWidth: GUIDE_WIDTH,
  };
}
