import { describe, expect, it } from 'vitest';
import { aadhaarNumberMarks, markOnSide, unmarkedOccurrences } from '../src/features/print-studio/card-pdf/lib/aadhaar-numbers';
import type { PageTextRun } from '../src/features/print-studio/card-pdf/lib/pdf-reader';

/** A run of upright text starting at (x, baseline y), `charWidth` per character, 40 px high. */
const run = (text: string, x: number, y: number, charWidth = 20, endsLine = false): PageTextRun => ({
  text,
  endsLine,
  start: { x, y },
  end: { x: x + text.length * charWidth, y },
  top: { x, y: y - 40 },
});

describe('the Aadhaar numbers in a page’s text, for masking', () => {
  it('finds a number in one run with its label and marks its first eight digits (and the space between) where Helvetica draws them', () => {
    // Helvetica's widths (its font metrics, in thousandths of an em): "Aadhaar no.: " is A 667, a d h a a 556 each,
    // r 333, space 278, n o 556 each, . : 278 each, space 278 = 6,004; a digit is 556 and a space 278. At 40 px an em
    // the whole run is (6,004 + 12 × 556 + 2 × 278) × 40 / 1000 = 529.28 px wide.
    const label = 6.004 * 40;
    const eight = (8 * 0.556 + 0.278) * 40;
    const text = 'Aadhaar no.: 0000 1111 2222';
    const [mark, ...more] = aadhaarNumberMarks([{ text, endsLine: true, start: { x: 100, y: 500 }, end: { x: 629.28, y: 500 }, top: { x: 100, y: 460 } }]);
    expect(more).toEqual([]);
    expect(mark!.digits).toBe('000011112222');
    const [a, b, c, d] = mark!.hidden;
    for (const [point, x, y] of [
      [a, 100 + label, 500],
      [b, 100 + label + eight, 500],
      [c, 100 + label + eight, 460],
      [d, 100 + label, 460],
    ] as const) {
      expect(point!.x).toBeCloseTo(x, 1);
      expect(point!.y).toBeCloseTo(y, 5);
    }
    expect(mark!.whole.x).toBeCloseTo(100 + label, 1);
    expect(mark!.whole.width).toBeCloseTo(529.28 - label, 1);
    expect([mark!.angle, mark!.height]).toEqual([0, 40]);
  });

  it('finds a number split over runs of one line, and one run together; never a 16-digit VID or a longer number', () => {
    const marks = aadhaarNumberMarks([
      run('0000', 100, 500),
      run(' 1111', 180, 500),
      run(' 2222', 280, 500, 20, true),
      run('VID: 9100 0000 1111 2222', 100, 600, 20, true),
      run('Mobile 91 000011112222 3', 100, 700, 20, true),
      run('333344445555', 100, 800, 20, true),
    ]);
    expect(marks.map((mark) => mark.digits)).toEqual(['000011112222', '333344445555']);
    expect(marks[0]!.hidden[0]).toEqual({ x: 100, y: 500 });
    // Through " 1111" (five characters, 100 px, from 180): a space's share and four digits' is the whole run.
    expect(marks[0]!.hidden[1]).toEqual({ x: 280, y: 500 });
  });

  it('reads two lines apart as two lines: a number is never made of the end of one and the start of the next', () => {
    expect(aadhaarNumberMarks([run('0000 1111', 100, 500), run('2222', 100, 600)])).toEqual([]);
  });

  it('follows a turned page: the mask lies along the text, whichever way it runs', () => {
    // Text running down the page (a page turned a quarter clockwise): start at the top, the text's top to the right.
    const down: PageTextRun = { text: '0000 1111 2222', endsLine: true, start: { x: 300, y: 100 }, end: { x: 300, y: 380 }, top: { x: 340, y: 100 } };
    const [mark] = aadhaarNumberMarks([down]);
    // "0000 1111" is 4,726 of the run's 7,228 thousandths of an em (digits 556, spaces 278): 183.1 of its 280 px.
    const along = (280 * 4.726) / 7.228;
    const expected = [
      [300, 100],
      [300, 100 + along],
      [340, 100 + along],
      [340, 100],
    ];
    mark!.hidden.forEach((point, i) => {
      expect(point.x).toBeCloseTo(expected[i]![0]!, 5);
      expect(point.y).toBeCloseTo(expected[i]![1]!, 5);
    });
    expect(mark!.angle).toBeCloseTo(Math.PI / 2);
  });

  it('reads dashes and doubled spaces as separators, and counts the digits left unmarked', () => {
    const runs = [run('0000-1111-2222', 100, 500, 20, true), run('0000  1111  2222', 100, 600, 20, true)];
    const marks = aadhaarNumberMarks(runs);
    expect(marks.map((mark) => mark.digits)).toEqual(['000011112222', '000011112222']);
    expect(unmarkedOccurrences(runs, marks, ['000011112222'])).toBe(false);
    // The same digits once more, written in a way no mark found (split by a slash): refused by the caller.
    const more = [...runs, run('0000/1111/2222', 100, 700, 20, true)];
    expect(unmarkedOccurrences(more, aadhaarNumberMarks(more), ['000011112222'])).toBe(true);
  });

  it('says which card side a number is on: most of it inside the side', () => {
    const [mark] = aadhaarNumberMarks([run('0000 1111 2222', 100, 500, 20, true)]);
    expect(markOnSide(mark!, { x: 50, y: 300, width: 1011, height: 638 })).toBe(true);
    expect(markOnSide(mark!, { x: 300, y: 300, width: 1011, height: 638 })).toBe(false);
    expect(markOnSide(mark!, { x: 50, y: 1000, width: 1011, height: 638 })).toBe(false);
  });
});
