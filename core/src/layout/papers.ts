import { mm, type Mm } from '../units/units';

/** Any page a PDF is drawn on: a sheet's paper, or a card tray's page (decision 0091). */
export interface PageSize {
  id: string;
  label: string;
  width: Mm;
  height: Mm;
  /** Distance from each edge kept clear. */
  margin: Mm;
}

export interface Paper extends PageSize {
  id: 'a4' | '4x6' | '5x7' | '4x6l';
  label: string;
  width: Mm;
  height: Mm;
  /** Distance from each edge kept clear (printers can't print to the edge). */
  margin: Mm;
}

/** Sheets we print on (docs/domain-rules.md §5): A4 with a 5 mm margin, photo paper with 3 mm. */
export const papers = {
  a4: { id: 'a4', label: 'A4', width: mm(210), height: mm(297), margin: mm(5) },
  '4x6': { id: '4x6', label: '4×6 in', width: mm(101.6), height: mm(152.4), margin: mm(3) },
  '5x7': { id: '5x7', label: '5×7 in', width: mm(127), height: mm(177.8), margin: mm(3) },
  '4x6l': { id: '4x6l', label: '4×6 in landscape', width: mm(152.4), height: mm(101.6), margin: mm(3) },
} as const satisfies Record<string, Paper>;

export interface PhotoSize {
  width: Mm;
  height: Mm;
}

/** The passport photo Indian shops print, and the smaller one of the 42-up sheet; both 7:9. */
export const passportPhoto: PhotoSize = { width: mm(35), height: mm(45) };
export const smallPassportPhoto: PhotoSize = { width: mm(30), height: mm(38.6) };

/** Space between photos, where the cut lines run. */
export const PHOTO_GAP: Mm = mm(2);
