import { readFileSync } from 'node:fs';
import type { JudgedFace } from './judged-face';

/**
 * The judge's own error (decision 0098): its crown and chin on the original against crown and chin marked by hand
 * (hand-marks.tsv), in mm of a 35×45 print whose head is the marked one at 34 mm.
 */
interface HandMark {
  sha256: string;
  crownY: number;
  chinY: number;
}

export function handMarks(): HandMark[] {
  return readFileSync(new URL('./hand-marks.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[0-9a-f]{64}\t/.test(line))
    .map((line) => {
      const [sha256 = '', crown = '', chin = ''] = line.split('\t');
      return { sha256, crownY: Number(crown), chinY: Number(chin) };
    });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A Markdown table of the judge's errors on the hand-marked photos, given its largest face on each original. */
export function judgeErrorTable(judged: ReadonlyMap<string, JudgedFace | undefined>): string {
  const rows: { crown: number; chin: number; head: number }[] = [];
  let unmeasured = 0;
  for (const mark of handMarks()) {
    const face = judged.get(mark.sha256);
    if (!face?.crown) {
      unmeasured += 1;
      continue;
    }
    const mmPerPx = 34 / (mark.chinY - mark.crownY);
    const crown = (face.crown.y - mark.crownY) * mmPerPx;
    const chin = (face.chin.y - mark.chinY) * mmPerPx;
    rows.push({ crown, chin, head: chin - crown });
  }
  const line = (label: string, values: number[]) =>
    `| ${label} | ${median(values.map(Math.abs)).toFixed(2)} | ${Math.max(...values.map(Math.abs)).toFixed(2)} | ${median(values).toFixed(2)} |`;
  return [
    `The judge against hand marks on ${rows.length} photos${unmeasured ? ` (${unmeasured} more marked, no crown from the judge)` : ''}, mm of a 35×45 print (head 34 mm); positive: the judge's point lower.`,
    '',
    '| point | median error, mm | largest, mm | median signed, mm |',
    '|---|---|---|---|',
    line(
      'crown',
      rows.map((row) => row.crown),
    ),
    line(
      'chin',
      rows.map((row) => row.chin),
    ),
    line(
      'head height',
      rows.map((row) => row.head),
    ),
  ].join('\n');
}
