import { mm, pt, ptToMm, type Mm } from '../units/units';
import type { Paper } from './papers';
import { placeScaleBar } from './place-scale-bar';
import type { Segment } from './segment';

/** A tick every 10 mm along the bar. */
const TICK_EVERY = 10;

export interface ScaleBarMarks {
  /** The bar itself, SCALE_BAR_LENGTH long. */
  line: Segment;
  /** Upwards from the line every 10 mm; the two ends taller. */
  ticks: Segment[];
  /** Where the label's baseline starts, and its size (6.5 pt) in mm. */
  label: { x: Mm; y: Mm; fontSize: Mm };
}

/**
 * What the 50 mm scale bar is drawn with, where placeScaleBar puts it: its line 1 mm above the bottom
 * of its room, ticks every 10 mm (2 mm at the ends, 1.2 mm between), the label above them. Null when
 * the bar doesn't fit.
 */
export function placeScaleBarMarks(paper: Paper, occupiedBottom: Mm): ScaleBarMarks | null {
  const bar = placeScaleBar(paper, occupiedBottom);
  if (!bar) return null;
  const lineY = mm(bar.y + bar.height - 1);
  const ticks: Segment[] = [];
  for (let tick = 0; tick <= bar.length; tick += TICK_EVERY) {
    const x = mm(bar.x + tick);
    ticks.push({ x1: x, y1: mm(lineY - (tick === 0 || tick === bar.length ? 2 : 1.2)), x2: x, y2: lineY });
  }
  return {
    line: { x1: bar.x, y1: lineY, x2: mm(bar.x + bar.length), y2: lineY },
    ticks,
    label: { x: bar.x, y: mm(lineY - 2.6), fontSize: ptToMm(pt(6.5)) },
  };
}
