import { z } from 'zod/mini';
import { documentLayouts, isDocumentLayout } from '../documents/document-layouts';
import type { Paper } from '../layout/papers';
import { findPhotoSize } from '../layout/photo-sizes';
import { findSheetLayout, paperList } from '../layout/sheet-layouts';
import { TRAY_PASSES } from '../layout/tray-terms';

/** Every paper a sheet is printed on. */
const paperIds = ['a4', '4x6', '4x6l', '5x7'] as const satisfies readonly Paper['id'][];

const photoDimensions = z.object({ width: z.number(), height: z.number() });

/**
 * What a print job printed: one typed object per kind, stored as JSON on the job (print_jobs.sheet) and
 * read back through this schema only (docs/decisions/0057). A row this schema cannot read is `unknown`
 * with what was stored, and shows as that text.
 */
export const printSheet = z.discriminatedUnion('kind', [
  /**
   * A sheet of one photo: its paper, photo size, how many in all and the first row (1 unless a partly used A4
   * sheet). `pages` when it took two sheets (decision 0071): each sheet's count and first row, page 2 from row 1;
   * absent on one sheet (and on every row stored before it).
   */
  z.object({
    kind: z.literal('photo-sheet'),
    paper: z.enum(paperIds),
    photo: photoDimensions,
    count: z.int(),
    startRow: z.int(),
    pages: z.optional(z.array(z.object({ count: z.int(), startRow: z.int() }))),
  }),
  /**
   * Several customers' photos on one sheet (decision 0042): each customer's photo size and count, in order.
   * `pages` when they took two sheets (decision 0071): how many customers, in order, on each; absent on one.
   */
  z.object({
    kind: z.literal('customer-sheet'),
    paper: z.enum(paperIds),
    customers: z.array(z.object({ photo: photoDimensions, count: z.int() })),
    pages: z.optional(z.array(z.object({ customers: z.int() }))),
  }),
  /**
   * A card or page: its type, the layout (`single`, `0` stacked, `1` side by side) and the copies; `tray` when the
   * cards went onto PVC cards in a tray (decision 0091): which pass, and the bleed in mm.
   */
  z.object({
    kind: z.literal('document'),
    docType: z.string(),
    layout: z.enum(documentLayouts),
    copies: z.int(),
    tray: z.optional(z.object({ pass: z.enum(TRAY_PASSES), bleed: z.number() })),
  }),
  /** Exam upload files: the presets made (`custom` for the operator's own size), in order. */
  z.object({ kind: z.literal('exam-files'), presets: z.array(z.string()) }),
  z.object({ kind: z.literal('unknown'), raw: z.string() }),
]);
export type PrintSheet = z.infer<typeof printSheet>;

/** print_jobs.sheet as stored (JSON text) read back; anything the schema can't read is `unknown`. */
export function readStoredSheet(stored: string): PrintSheet {
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return { kind: 'unknown', raw: stored };
  }
  const parsed = printSheet.safeParse(json);
  return parsed.success ? parsed.data : { kind: 'unknown', raw: stored };
}

/** The sheet as print_jobs.sheet stores it. */
export const storedSheet = (sheet: PrintSheet): string => JSON.stringify(sheet);

/**
 * The layout ids of earlier versions (print_jobs.layout), read once by the migration that replaced them:
 * a fixed sheet (`a4-6`), one with fewer photos (`a4-6-of-3`), a size's sheet (`a4-51x51-15`), either
 * started at a later row (`-from-row-3`), a customer sheet (`a4:customers:35x45x6,20x25x30`), a document
 * (`aadhaar:0:x3`), exam files (`ssc-photo,ssc-signature` under the exam-files service). Anything else is `unknown`.
 */
export function sheetFromLayoutId(service: string, id: string): PrintSheet {
  if (service === 'exam-files') {
    const presets = id.split(',');
    return presets.every((p) => /^[a-z0-9-]{1,64}$/.test(p)) ? { kind: 'exam-files', presets } : { kind: 'unknown', raw: id };
  }
  const document = /^([a-z0-9-]{1,64}):(single|0|1)(?::x(\d{1,9}))?$/.exec(id);
  if (document && isDocumentLayout(document[2]!)) {
    return { kind: 'document', docType: document[1]!, layout: document[2], copies: document[3] ? Number(document[3]) : 1 };
  }
  const customers = customerSheetFromId(id);
  if (customers) return customers;
  const fromRow = /^(.+)-from-row-(\d{1,9})$/.exec(id);
  const base = fromRow ? fromRow[1]! : id;
  const startRow = fromRow ? Number(fromRow[2]) : 1;
  const fewer = /^(.+)-of-(\d{1,9})$/.exec(base);
  const fixed = findSheetLayout(fewer ? fewer[1]! : base);
  if (fixed) {
    return { kind: 'photo-sheet', paper: fixed.paper.id, photo: { ...fixed.photo }, count: fewer ? Number(fewer[2]) : fixed.count, startRow };
  }
  for (const paper of paperList) {
    const sized = new RegExp(`^${paper.id}-([0-9]+x[0-9]+)-(\\d{1,9})$`).exec(base);
    const size = sized && findPhotoSize(sized[1]!);
    if (sized && size) return { kind: 'photo-sheet', paper: paper.id, photo: { width: size.width, height: size.height }, count: Number(sized[2]), startRow };
  }
  return { kind: 'unknown', raw: id };
}

function customerSheetFromId(id: string): PrintSheet | null {
  const match = /^([a-z0-9]{2,4}):customers:(\d{2}x\d{2}x\d{1,9}(?:,\d{2}x\d{2}x\d{1,9}){0,15})$/.exec(id);
  const paper = match && paperList.find((p) => p.id === match[1]);
  if (!match || !paper) return null;
  const customers = [];
  for (const part of match[2]!.split(',')) {
    const [width, height, count] = part.split('x');
    const size = findPhotoSize(`${width}x${height}`);
    if (!size) return null;
    customers.push({ photo: { width: size.width, height: size.height }, count: Number(count) });
  }
  return { kind: 'customer-sheet', paper: paper.id, customers };
}
