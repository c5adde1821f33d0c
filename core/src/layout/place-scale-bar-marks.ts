import { mm, pt, ptToMm, type Mm } from '../units/units';
import type { PageSize } from './papers';
import { placeScaleBar, SCALE_BAR_HEIGHT, SCALE_BAR_LENGTH } from './place-scale-bar';
import type { Segment } from './segment';

/** A tick every 10 mm along the bar. */
const TICK_EVERY = 10;

export interface ScaleBarMarks {
  /** The bar itself, SCALE_BAR_LENGTH long. */
  line: Segment;
  /** Away from the line every 10 mm (upwards, or leftwards when upright); the two ends taller. */
  ticks: Segment[];
  /**
   * Where the label's baseline starts, its size (6.5 pt) in mm, and its turn in degrees clockwise
   * on the page: 0 along a level bar, -90 up an upright one (read from the bottom).
   */
  label: { x: Mm; y: Mm; fontSize: Mm; rotate: 0 | -90 };
}

/** The room of an upright bar: beside a photo grid, from `x` to `x` + SCALE_BAR_HEIGHT, its 0 mm end at `bottom`. */
export interface UprightScaleBarRoom {
  x: Mm;
  bottom: Mm;
}

/** Tick lengths: 2 mm at the ends, 1.2 mm between; the label 2.6 mm off the line. */
const tickLength = (tick: number) => (tick === 0 || tick === SCALE_BAR_LENGTH ? 2 : 1.2);
const LABEL_OFFSET = 2.6;
const LABEL_SIZE = ptToMm(pt(6.5));

/**
 * What the 50 mm scale bar is drawn with, where placeScaleBar puts it: its line 1 mm above the bottom
 * of its room, ticks every 10 mm (2 mm at the ends, 1.2 mm between), the label above them. Null when
 * the bar doesn't fit.
 */
export function placeScaleBarMarks(paper: PageSize, occupiedBottom: Mm): ScaleBarMarks | null {
  const bar = placeScaleBar(paper, occupiedBottom);
  if (!bar) return null;
  const lineY = mm(bar.y + bar.height - 1);
  const ticks: Segment[] = [];
  for (let tick = 0; tick <= bar.length; tick += TICK_EVERY) {
    const x = mm(bar.x + tick);
    ticks.push({ x1: x, y1: mm(lineY - tickLength(tick)), x2: x, y2: lineY });
  }
  return {
    line: { x1: bar.x, y1: lineY, x2: mm(bar.x + bar.length), y2: lineY },
    ticks,
    label: { x: bar.x, y: mm(lineY - LABEL_OFFSET), fontSize: LABEL_SIZE, rotate: 0 },
  };
}

/**
 * The same bar turned a quarter left, for the side strip of a sheet with no room under its photos
 * (placePhotoSheet): the line 1 mm inside the room's right edge (the photos' side), from `bottom`
 * up 50 mm, ticks leftwards, the label to their left reading upwards from the 0 mm end.
 */
export function placeUprightScaleBarMarks(room: UprightScaleBarRoom): ScaleBarMarks {
  const lineX = mm(room.x + SCALE_BAR_HEIGHT - 1);
  const ticks: Segment[] = [];
  for (let tick = 0; tick <= SCALE_BAR_LENGTH; tick += TICK_EVERY) {
    const y = mm(room.bottom - tick);
    ticks.push({ x1: mm(lineX - tickLength(tick)), y1: y, x2: lineX, y2: y });
  }
  return {
    line: { x1: lineX, y1: room.bottom, x2: lineX, y2: mm(room.bottom - SCALE_BAR_LENGTH) },
    ticks,
    label: { x: mm(lineX - LABEL_OFFSET), y: room.bottom, fontSize: LABEL_SIZE, rotate: -90 },
  };
}
