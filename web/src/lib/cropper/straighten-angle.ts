/** Straightening a slanted photo of a card: ±15° in half-degree steps. */
export const STRAIGHTEN_LIMIT = 15;
export const STRAIGHTEN_STEP = 0.5;

/** The angle asked for, kept within ±15°, and the turn from `current` to it (0: nothing to do). */
export function straightenTo(current: number, asked: number): { angle: number; turn: number } {
  const angle = Math.max(-STRAIGHTEN_LIMIT, Math.min(STRAIGHTEN_LIMIT, asked));
  return { angle, turn: angle - current };
}

/** The angle as the dialog shows it: +1.5°, −0.5°, 0.0°. */
export const formatAngle = (angle: number) => `${angle > 0 ? '+' : angle < 0 ? '−' : ''}${Math.abs(angle).toFixed(1)}°`;
