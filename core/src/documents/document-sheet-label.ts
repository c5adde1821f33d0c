import { documentLayoutLabels, type DocumentLayoutId } from './document-layouts';
import type { DocumentType } from './document-types';

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/** `Aadhaar card, both sides, stacked, 2 copies (85.6×54 mm)`; `Income certificate, both sides, stacked (A4, 2 pages)` */
export function documentSheetLabel(type: DocumentType, layout: DocumentLayoutId, copies = 1): string {
  const copiesText = copies > 1 ? `, ${copies} copies` : '';
  const size = type.printedSize ? `${formatMm(type.printedSize.width)}×${formatMm(type.printedSize.height)} mm` : layout === 'single' ? 'A4' : 'A4, 2 pages';
  return `${type.label}, ${documentLayoutLabels[layout]}${copiesText} (${size})`;
}
