import { useCallback, useRef, useState } from 'react';
import { straightenTo as straightenAngle } from './straighten-angle';

export interface Straighten {
  /** The angle shown (degrees, within STRAIGHTEN_LIMIT). */
  angle: number;
  /** Turns the image to `asked` degrees (kept within STRAIGHTEN_LIMIT). */
  straightenTo: (asked: number) => void;
  /** Turns the image `delta` degrees further from where it is now (the − and + buttons). */
  straightenBy: (delta: number) => void;
}

/**
 * The crop dialog's straightening: the angle the image is turned to, and `turnImage(turn)` called
 * with each change. Two quick clicks land before React renders the first, so each turn is measured
 * from the angle the image is at now (a ref), not from the rendered `angle`, or the image and the
 * number shown drift apart.
 */
export function useStraighten(turnImage: (turn: number) => void): Straighten {
  const [angle, setAngle] = useState(0);
  const angleRef = useRef(0);

  const straightenTo = useCallback(
    (asked: number) => {
      const { angle: clamped, turn } = straightenAngle(angleRef.current, asked);
      if (turn === 0) return;
      turnImage(turn);
      angleRef.current = clamped;
      setAngle(clamped);
    },
    [turnImage],
  );

  const straightenBy = useCallback((delta: number) => straightenTo(angleRef.current + delta), [straightenTo]);

  return { angle, straightenTo, straightenBy };
}
