import { isDocumentLayout, type DocumentLayoutId } from '../documents/document-layouts';
import { findSheetLayout, paperList } from './sheet-layouts';
import { findPhotoSize } from './photo-sizes';
import type { Paper } from './papers';

/** What a print job's recorded layout id says, for its History row. */
export type PrintedLayout =
  | { kind: 'photo-sheet'; paper: Paper['id']; photo: { width: number; height: number }; count: number }
  | { kind: 'document'; docType: string; layout: DocumentLayoutId; copies: number }
  /** Several customers' photos on one sheet (decision 0042): the photo size when all share one, else null. */
  | { kind: 'customer-sheet'; paper: Paper['id']; photo: { width: number; height: number } | null; count: number; customers: number }
  | { kind: 'unknown' };

/**
 * Reads back the layout id print_jobs keeps: a fixed sheet (`a4-6`), one with fewer photos
 * (`a4-6-of-3`), a size's sheet (`a4-51x51-15`), either started at a later row of a partly used sheet
 * (`-from-row-3`, decision 0038: the same paper, size and count), or a document's `type:layout[:xN]` (`aadhaar:0:x3`).
 * Anything else (an id from an older version) is `unknown`: its History row shows the id alone.
 */
export function describePrintedLayout(id: string): PrintedLayout {
  const document = /^([a-z0-9-]{1,64}):(single|0|1)(?::x(\d{1,9}))?$/.exec(id);
  if (document && isDocumentLayout(document[2]!)) {
    return { kind: 'document', docType: document[1]!, layout: document[2], copies: document[3] ? Number(document[3]) : 1 };
  }
  const customers = describeCustomerSheet(id);
  if (customers) return customers;
  const fromRow = /^(.+)-from-row-\d{1,9}$/.exec(id);
  if (fromRow) return describePrintedLayout(fromRow[1]!);
  const fewer = /^(.+)-of-(\d{1,9})$/.exec(id);
  const fixed = findSheetLayout(fewer ? fewer[1]! : id);
  if (fixed) {
    return { kind: 'photo-sheet', paper: fixed.paper.id, photo: { ...fixed.photo }, count: fewer ? Number(fewer[2]) : fixed.count };
  }
  for (const paper of paperList) {
    const sized = new RegExp(`^${paper.id}-([0-9]+x[0-9]+)-(\\d{1,9})$`).exec(id);
    const size = sized && findPhotoSize(sized[1]!);
    if (sized && size) return { kind: 'photo-sheet', paper: paper.id, photo: { width: size.width, height: size.height }, count: Number(sized[2]) };
  }
  return { kind: 'unknown' };
}

/** `a4:customers:35x45x6,20x25x30` read back: its paper, the photos' size if they share one, how many photos and customers. */
function describeCustomerSheet(id: string): PrintedLayout | null {
  const match = /^([a-z0-9]{2,4}):customers:(\d{2}x\d{2}x\d{1,9}(?:,\d{2}x\d{2}x\d{1,9}){0,15})$/.exec(id);
  const paper = match && paperList.find((p) => p.id === match[1]);
  if (!match || !paper) return null;
  const parts = match[2]!.split(',').map((part) => {
    const [width, height, count] = part.split('x');
    return { size: findPhotoSize(`${width}x${height}`), count: Number(count) };
  });
  if (parts.some((part) => !part.size)) return null;
  const sizes = new Set(parts.map((part) => part.size!.id));
  const first = parts[0]!.size!;
  return {
    kind: 'customer-sheet',
    paper: paper.id,
    photo: sizes.size === 1 ? { width: first.width, height: first.height } : null,
    count: parts.reduce((sum, part) => sum + part.count, 0),
    customers: parts.length,
  };
}
