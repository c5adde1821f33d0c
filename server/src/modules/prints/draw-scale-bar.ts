import { rgb, type PDFFont } from 'pdf-lib';
import { placeScaleBar } from '../../../../core/src/layout/place-scale-bar';
import { mm, type Mm } from '../../../../core/src/units/units';
import type { Sheet } from './sheet';

/** The 50 mm scale bar, under everything drawn above `occupiedBottom`, when it fits inside the margins. */
export function drawScaleBar(sheet: Sheet, font: PDFFont, occupiedBottom: Mm) {
  const bar = placeScaleBar(sheet.paper, occupiedBottom);
  if (!bar) return;
  const lineY = bar.y + bar.height - 1;
  sheet.line(bar.x, lineY, bar.x + bar.length, lineY, 0.6);
  for (let tick = 0; tick <= 50; tick += 10) sheet.line(bar.x + tick, lineY - (tick % 50 === 0 ? 2 : 1.2), bar.x + tick, lineY, 0.4);
  sheet.page.drawText('50 mm: check with a ruler (print at 100%, Actual size)', { x: sheet.x(bar.x), y: sheet.y(mm(lineY - 2.6)), size: 6.5, font, color: rgb(0.35, 0.35, 0.35) });
}
