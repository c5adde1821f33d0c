import { z } from 'zod/mini';
import { type TrayLayout, trayLayoutProblem } from '../layout/place-tray-cards';
import { MAX_TRAY_SLOTS, TRAY_CARD_TURNS, TRAY_FLIPS, TRAY_OFFSET_LIMIT, TRAY_PAGE_RANGE, TRAY_PASSES } from '../layout/tray-terms';

/** The most tray profiles one user keeps. */
export const MAX_TRAY_PROFILES = 10;
const TRAY_PROFILE_NAME_MAX = 60;

const nameMessage = `Give the tray a name of 1 to ${TRAY_PROFILE_NAME_MAX} characters.`;
const pageMessage = `The page the tray is fed as is ${TRAY_PAGE_RANGE.min} to ${TRAY_PAGE_RANGE.max} mm each way.`;
const positionMessage = `A slot's corner is 0 to ${TRAY_PAGE_RANGE.max} mm from the page's top-left corner.`;
const offsetMessage = `A slot's offset is at most ${TRAY_OFFSET_LIMIT} mm either way.`;
const slotsMessage = `A tray has 1 to ${MAX_TRAY_SLOTS} slots.`;

const pageLength = z.number(pageMessage).check(z.minimum(TRAY_PAGE_RANGE.min, pageMessage), z.maximum(TRAY_PAGE_RANGE.max, pageMessage));
const position = z.number(positionMessage).check(z.minimum(0, positionMessage), z.maximum(TRAY_PAGE_RANGE.max, positionMessage));
const offsetLength = z.number(offsetMessage).check(z.minimum(-TRAY_OFFSET_LIMIT, offsetMessage), z.maximum(TRAY_OFFSET_LIMIT, offsetMessage));
const offset = z._default(z.object({ x: z._default(offsetLength, 0), y: z._default(offsetLength, 0) }), { x: 0, y: 0 });

/** A tray profile's id as the server made it (a UUID). */
export const trayProfileId = z.string('Choose a card tray.').check(z.regex(/^[0-9a-f-]{36}$/, 'Unknown card tray.'));

/**
 * A tray's geometry (core's TrayLayout): the page it is fed as, how its cards lie (degrees clockwise from
 * landscape), the edge each card is turned about between passes, and its slots (each card's top-left corner, mm,
 * and the front and back passes' offsets). Cards off the page or overlapping are refused with core's reason.
 */
export const trayLayout = z
  .object({
    page: z.object({ width: pageLength, height: pageLength }),
    cardTurn: z.literal(TRAY_CARD_TURNS, 'cardTurn must be 0, 90, 180 or 270.'),
    flip: z.enum(TRAY_FLIPS, 'flip must be short or long.'),
    slots: z
      .array(z.object({ x: position, y: position, front: offset, back: offset }), slotsMessage)
      .check(z.minLength(1, slotsMessage), z.maxLength(MAX_TRAY_SLOTS, slotsMessage)),
  })
  .check(
    z.superRefine((layout, ctx) => {
      const problem = trayLayoutProblem(layout as TrayLayout);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: layout });
    }),
  );

/** POST /api/v1/tray-profiles and PUT /api/v1/tray-profiles/:trayId: a tray's name and its geometry. */
export const trayProfileInput = z.object({
  name: z
    .string(nameMessage)
    .check(
      z.trim(),
      z.minLength(1, nameMessage),
      z.maxLength(TRAY_PROFILE_NAME_MAX, nameMessage),
      z.regex(/^[^\p{Cc}]*$/u, 'A name cannot contain control characters.'),
    ),
  layout: trayLayout,
});
export type TrayProfileInput = z.input<typeof trayProfileInput>;

const storedOffset = z.object({ x: z.number(), y: z.number() });
/** A tray layout as stored and answered (already checked when it was saved). */
export const storedTrayLayout = z.object({
  page: z.object({ width: z.number(), height: z.number() }),
  cardTurn: z.literal(TRAY_CARD_TURNS),
  flip: z.enum(TRAY_FLIPS),
  slots: z.array(z.object({ x: z.number(), y: z.number(), front: storedOffset, back: storedOffset })),
});

export const trayProfile = z.object({
  id: z.string(),
  name: z.string(),
  layout: storedTrayLayout,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrayProfile = z.infer<typeof trayProfile>;

/** GET /api/v1/tray-profiles: the caller's trays, by name. */
export const trayProfilesResponse = z.object({ trays: z.array(trayProfile), limit: z.int() });
export type TrayProfilesResponse = z.infer<typeof trayProfilesResponse>;

/** /api/v1/tray-profiles/:trayId */
export const trayProfileParams = z.object({ trayId: trayProfileId });

/**
 * GET /api/v1/tray-profiles/:trayId/calibration?pass=front|back: the pass's calibration page as a PDF, free: each
 * slot's card outline where the pass puts it now, a cross on its centre and a mark on the picture's top edge.
 */
export const trayCalibrationQuery = z.object({ pass: z._default(z.enum(TRAY_PASSES, 'pass must be front or back'), 'front') });
