import { isDocumentLayout, type DocumentLayoutId } from '../documents/document-layouts';
import { findSheetLayout, paperList } from './sheet-layouts';
import { findPhotoSize } from './photo-sizes';
import type { Paper } from './papers';

/** What a print job's recorded layout id says, for its History row. */
export type PrintedLayout =
  | { kind: 'photo-sheet'; paper: Paper['id']; photo: { width: number; height: number }; count: number }
  | { kind: 'document'; docType: string; layout: DocumentLayoutId; copies: number }
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
