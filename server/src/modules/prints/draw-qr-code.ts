import { rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Rect } from '@core/layout/place-photos';
import { mmToPt } from '@core/units/units';
import type { Sheet } from './sheet';

/**
 * A QR code's dark modules as one SVG path in module units (y down): one rectangle per horizontal
 * run of dark modules, so the code is a single fill of a few hundred rectangles.
 */
function qrCodePath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col += 1;
      const run = col - start;
      parts.push(`M${start} ${row}h${run}v1h${-run}z`);
    }
  }
  return { path: parts.join(''), size };
}

/** Draws the QR code of `text` filling the square `rect` (mm from the top-left), black on the page, as one path. */
export function drawQrCode(sheet: Sheet, rect: Rect, text: string) {
  const { path, size } = qrCodePath(text);
  sheet.page.drawSvgPath(path, { x: sheet.x(rect.x), y: sheet.y(rect.y), scale: mmToPt(rect.width) / size, color: rgb(0, 0, 0) });
}
