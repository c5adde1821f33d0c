import { z } from 'zod';
import { documentSources } from './prints-qr-reference';

/** A multipart text field left empty counts as not sent. */
const optionalText = (schema: z.ZodString) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The text fields of a document print, POST /api/v1/prints (multipart, DESIGN §4), with files
 * `front` and, for `both-side`, `back`. Shape only: whether the type and layout exist and fit is the
 * server's answer (UNKNOWN_LAYOUT, LAYOUT_DOES_NOT_FIT). Sizes always come from the type.
 */
export const documentPrintFields = z.object({
  service: z.enum(['single-side', 'both-side'], { message: 'service must be single-side or both-side' }),
  mode: z.enum(['watermarked', 'clean'], { message: 'mode must be watermarked or clean' }),
  /** A document type id (`aadhaar`, `passport-page`, …). */
  docType: z.string({ message: 'Choose a document type.' }).min(1, 'Choose a document type.').max(64),
  /** `single` (single-side); `0` stacked or `1` side by side (both-side). Not sent: `single`, or `0` for both-side. */
  layout: optionalText(z.string().max(64)),
  /** How many copies of the card (pair) down the sheet; not sent: 1. */
  copies: optionalText(z.string().regex(/^\d{1,9}$/, 'copies must be a whole number, 1 or more'))
    .transform((value) => (value === undefined ? 1 : Number(value)))
    .refine((value) => value >= 1, 'copies must be a whole number, 1 or more'),
  /** `e-aadhaar` when the image was cut from an e-Aadhaar PDF (no print-reference QR code); not sent: `scan`. */
  source: z.preprocess((value) => (value === '' ? undefined : value), z.enum(documentSources, { message: 'source must be scan or e-aadhaar' }).default('scan')),
});
export type DocumentPrintFields = z.infer<typeof documentPrintFields>;
