import { describe, expect, it } from 'vitest';
import { aadhaarNumberMarks, markOnSide } from '../src/features/print-studio/card-pdf/lib/aadhaar-numbers';
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
  it('finds a number in one run and marks its first eight digits (and the space between) as drawn', () => {
    const [mark, ...more] = aadhaarNumberMarks([run('Aadhaar no.: 0000 1111 2222', 100, 500, 20, true)]);
    expect(more).toEqual([]);
    expect(mark!.digits).toBe('000011112222');
    // "Aadhaar no.: " is 13 characters: the digits start at 100 + 13 × 20; "0000 1111" is 9 characters.
    expect(mark!.hidden).toEqual([
      { x: 360, y: 500 },
      { x: 540, y: 500 },
      { x: 540, y: 460 },
      { x: 360, y: 460 },
    ]);
    expect(mark!.whole).toEqual({ x: 360, y: 460, width: 280, height: 40 });
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
    expect(marks[0]!.hidden[1]).toEqual({ x: 280, y: 500 });
  });

  it('reads two lines apart as two lines: a number is never made of the end of one and the start of the next', () => {
    expect(aadhaarNumberMarks([run('0000 1111', 100, 500), run('2222', 100, 600)])).toEqual([]);
  });

  it('follows a turned page: the mask lies along the text, whichever way it runs', () => {
    // Text running down the page (a page turned a quarter clockwise): start at the top, the text's top to the right.
    const down: PageTextRun = { text: '0000 1111 2222', endsLine: true, start: { x: 300, y: 100 }, end: { x: 300, y: 380 }, top: { x: 340, y: 100 } };
    const [mark] = aadhaarNumberMarks([down]);
    expect(mark!.hidden).toEqual([
      { x: 300, y: 100 },
      { x: 300, y: 280 },
      { x: 340, y: 280 },
      { x: 340, y: 100 },
    ]);
    expect(mark!.angle).toBeCloseTo(Math.PI / 2);
  });

  it('says which card side a number is on: most of it inside the side', () => {
    const [mark] = aadhaarNumberMarks([run('0000 1111 2222', 100, 500, 20, true)]);
    expect(markOnSide(mark!, { x: 50, y: 300, width: 1011, height: 638 })).toBe(true);
    expect(markOnSide(mark!, { x: 300, y: 300, width: 1011, height: 638 })).toBe(false);
    expect(markOnSide(mark!, { x: 50, y: 1000, width: 1011, height: 638 })).toBe(false);
  });
});
