/**
 * Straightening a slanted photo (decision 0085): the crop dialog's control and the face proposal turn a photo
 * at most this far either way, in these steps. Past TILTED_HEAD_DEGREES a straightened head is said to have been
 * tilted, so the operator checks the result.
 */
export const STRAIGHTEN_LIMIT_DEGREES = 45;
export const STRAIGHTEN_STEP_DEGREES = 0.5;
export const TILTED_HEAD_DEGREES = 15;
