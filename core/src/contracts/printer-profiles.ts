import { z } from 'zod/mini';
import { calibrationPaperIds } from '../layout/place-calibration-marks';
import { OFFSET_LIMIT, READING_RANGE } from '../layout/printer-correction';

/** The most printer profiles one user keeps. */
export const MAX_PRINTER_PROFILES = 20;
/** The longest profile name. */
const PRINTER_PROFILE_NAME_MAX = 60;

const readingMessage = `A reading is what the ruler shows for the 100 mm bar: ${READING_RANGE.min} to ${READING_RANGE.max} mm.`;
const offsetMessage = `An offset is at most ${OFFSET_LIMIT} mm either way.`;
const reading = z.number(readingMessage).check(z.minimum(READING_RANGE.min, readingMessage), z.maximum(READING_RANGE.max, readingMessage));
const offset = z.number(offsetMessage).check(z.minimum(-OFFSET_LIMIT, offsetMessage), z.maximum(OFFSET_LIMIT, offsetMessage));
const nameMessage = `Give the printer a name of 1 to ${PRINTER_PROFILE_NAME_MAX} characters.`;

/** A printer profile's id as the server made it (a UUID). */
export const printerProfileId = z.string('Choose a printer profile.').check(z.regex(/^[0-9a-f-]{36}$/, 'Unknown printer profile.'));

/**
 * POST /api/v1/printer-profiles and PUT /api/v1/printer-profiles/:profileId: a printer's name and what the
 * ruler read on its calibration page (mm): each 100 mm bar, and how far right and down of the paper's
 * centre the centre cross landed.
 */
export const printerProfileInput = z.object({
  name: z
    .string(nameMessage)
    .check(
      z.trim(),
      z.minLength(1, nameMessage),
      z.maxLength(PRINTER_PROFILE_NAME_MAX, nameMessage),
      z.regex(/^[^\p{Cc}]*$/u, 'A name cannot contain control characters.'),
    ),
  horizontal: reading,
  vertical: reading,
  offsetX: z._default(offset, 0),
  offsetY: z._default(offset, 0),
});
export type PrinterProfileInput = z.input<typeof printerProfileInput>;

export const printerProfile = z.object({
  id: z.string(),
  name: z.string(),
  horizontal: z.number(),
  vertical: z.number(),
  offsetX: z.number(),
  offsetY: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrinterProfile = z.infer<typeof printerProfile>;

/** GET /api/v1/printer-profiles: the caller's profiles, by name. */
export const printerProfilesResponse = z.object({ profiles: z.array(printerProfile), limit: z.int() });
export type PrinterProfilesResponse = z.infer<typeof printerProfilesResponse>;

/** /api/v1/printer-profiles/:profileId */
export const printerProfileParams = z.object({ profileId: printerProfileId });

/**
 * GET /api/v1/printer-calibration/page?paper=a4|4x6[&profileId=…]: the calibration page as a PDF,
 * free; with a profile, corrected by it, so the operator can check the profile with the ruler.
 */
export const calibrationPageQuery = z.object({
  paper: z._default(z.enum(calibrationPaperIds, 'paper must be a4 or 4x6'), 'a4'),
  profileId: z.optional(printerProfileId),
});
