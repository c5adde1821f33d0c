import { STRAIGHTEN_LIMIT_DEGREES, STRAIGHTEN_STEP_DEGREES } from '@core/geometry/straighten';

/** Straightening a slanted photo (a card, a tilted head): core's reach and step (decision 0085). */
export const STRAIGHTEN_LIMIT = STRAIGHTEN_LIMIT_DEGREES;
export const STRAIGHTEN_STEP = STRAIGHTEN_STEP_DEGREES;

/** The angle asked for, kept within the reach, and the turn from `current` to it (0: nothing to do). */
export function straightenTo(current: number, asked: number): { angle: number; turn: number } {
  const angle = Math.max(-STRAIGHTEN_LIMIT, Math.min(STRAIGHTEN_LIMIT, asked));
  return { angle, turn: angle - current };
}

/** The angle as the dialog shows it: +1.5°, −0.5°, 0.0°. */
export const formatAngle = (angle: number) => `${angle > 0 ? '+' : angle < 0 ? '−' : ''}${Math.abs(angle).toFixed(1)}°`;
