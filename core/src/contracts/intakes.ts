import { z } from 'zod/mini';
import {
  INTAKE_CODE_LENGTH,
  INTAKE_ID_PATTERN,
  INTAKE_MAX_CHUNKS,
  INTAKE_MAX_FILE_BYTES,
  INTAKE_META_MAX_CHARS,
  INTAKE_SEND_ID_PATTERN,
} from '../intake/intake-terms';

/**
 * Files from the customer's phone to the operator's screen (docs/decisions/0095-files-from-the-customers-phone.md).
 * The operator's calls (/api/v1/intakes…) are signed in and check the intake is the session user's; the phone's
 * (/api/v1/intake-drops…) carry no account: the intake's unguessable address is the right to send to it. The server
 * sees ciphertext, sizes and counts only: names, types and the customer's name travel in the encrypted `meta`.
 */

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, 'Not base64url.'));

/** An ECDH P-256 public key as JWK (only the public part: the private one never leaves its browser). */
export const intakePublicKey = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: base64url.check(z.length(43)),
  y: base64url.check(z.length(43)),
});
export type IntakePublicKey = z.infer<typeof intakePublicKey>;

export const intakeId = z.string().check(z.regex(INTAKE_ID_PATTERN, 'This intake address is not valid.'));
export const intakeFileId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Unknown file.'));

/** POST /api/v1/intakes: the operator opens an intake, giving the public half of the key typed-code senders agree with. */
export const openIntakeRequest = z.object({ operatorKey: intakePublicKey });
export type OpenIntakeRequest = z.infer<typeof openIntakeRequest>;

/** A file as the operator's queue lists it. */
export const intakeFile = z.object({
  id: z.string(),
  /** The order the phone sent them in (1, 2 …). */
  seq: z.number(),
  /** The phone's id for this send: the file's chunks and description are bound to it (decision 0107). */
  sendId: z.string(),
  /** The encrypted description (name, type, size, the customer's name), base64url. */
  meta: z.string(),
  /** The phone's ECDH public key when it came by the typed code; null when the key came in the link. */
  senderKey: z.nullable(intakePublicKey),
  chunks: z.number(),
  received: z.number(),
  /** Every chunk is here: the operator can fetch and open it. */
  complete: z.boolean(),
  createdAt: z.string(),
});
export type IntakeFile = z.infer<typeof intakeFile>;

/** GET /api/v1/intakes/:id, the answer of POST, and each `intake` event of /events. */
export const intakeState = z.object({
  id: z.string(),
  /** The short code to type, `ABCD-EFGH`. */
  code: z.string(),
  /** Until then the phone can send (ISO). */
  expiresAt: z.string(),
  /** Whether a phone has opened the intake's page (its script said so; link previews do not). */
  phoneSeen: z.boolean(),
  files: z.array(intakeFile),
});
export type IntakeState = z.infer<typeof intakeState>;

/** GET /api/v1/intake-drops/:id: what the phone needs to send. */
export const intakeDrop = z.object({
  expiresAt: z.string(),
  /** Files already sent to this intake. */
  files: z.number(),
  maxFiles: z.number(),
  maxFileBytes: z.number(),
  chunkBytes: z.number(),
});
export type IntakeDrop = z.infer<typeof intakeDrop>;

/** POST /api/v1/intake-codes: a typed code; the answer gives the intake's address and the operator's public key. */
export const intakeCodeRequest = z.object({
  code: z.string().check(z.maxLength(32), z.minLength(INTAKE_CODE_LENGTH, 'The code has 8 letters and digits.')),
});
export const intakeCodeResponse = z.object({ id: z.string(), operatorKey: intakePublicKey });
export type IntakeCodeResponse = z.infer<typeof intakeCodeResponse>;

const fileSizeMessage = `A file can be at most ${INTAKE_MAX_FILE_BYTES / (1024 * 1024)} MB.`;

/** POST /api/v1/intake-drops/:id/files: the phone announces a file before sending its chunks. */
export const newIntakeFileRequest = z.object({
  meta: base64url.check(z.minLength(1), z.maxLength(INTAKE_META_MAX_CHARS, 'The file description is too long.')),
  /** The file's own size; the chunks follow from it (core's intakeChunkCount). */
  bytes: z.number().check(z.int(), z.minimum(1, 'The file is empty.'), z.maximum(INTAKE_MAX_FILE_BYTES, fileSizeMessage)),
  senderKey: z.optional(z.nullable(intakePublicKey)),
  /**
   * The phone's own id for this send (16 random bytes, base64url): announcing again with it (after an answer lost on the
   * way) gives the same file, not a second one; the file's chunks and description are sealed bound to it (decision 0107).
   */
  sendId: z.string().check(z.regex(INTAKE_SEND_ID_PATTERN, 'Not a send id.')),
});
export type NewIntakeFileRequest = z.infer<typeof newIntakeFileRequest>;

/** The answer of POST …/files and of GET …/files/:fileId: which chunks the server still needs (a cut-off send resumes there). */
export const intakeFileProgress = z.object({
  id: z.string(),
  chunks: z.number().check(z.maximum(INTAKE_MAX_CHUNKS)),
  missing: z.array(z.number()),
});
export type IntakeFileProgress = z.infer<typeof intakeFileProgress>;
