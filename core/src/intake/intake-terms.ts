/**
 * The terms of an intake: files sent from a customer's phone to the operator's screen
 * (docs/decisions/0095-files-from-the-customers-phone.md). One place for its limits, its code and its chunking,
 * read by the server (which enforces them), the phone (which splits and encrypts) and the operator's browser.
 */

/** An intake takes files for this long after the operator opened it. */
export const INTAKE_LIFETIME_MS = 30 * 60_000;
/** A file announced before the intake's time is up may still be sent for this long after it (a slow line finishes). */
export const INTAKE_UPLOAD_GRACE_MS = 15 * 60_000;
/** What was sent is deleted this long after the last upload at the latest (and at once when the operator closes it). */
export const INTAKE_KEEP_AFTER_UPLOAD_MS = 30 * 60_000;
/** Files one intake takes. */
export const INTAKE_MAX_FILES = 10;
/** A file's own size (before encryption). */
export const INTAKE_MAX_FILE_BYTES = 15 * 1024 * 1024;
/** One upload request's body: one encrypted chunk, its IV and its tag included. */
export const INTAKE_CHUNK_BYTES = 256 * 1024;
/** AES-GCM's 12-byte IV, sent before the ciphertext, and its 16-byte tag after it. */
export const INTAKE_CHUNK_IV_BYTES = 12;
export const INTAKE_CHUNK_TAG_BYTES = 16;
/** The file's bytes in one chunk. */
export const INTAKE_CHUNK_PLAIN_BYTES = INTAKE_CHUNK_BYTES - INTAKE_CHUNK_IV_BYTES - INTAKE_CHUNK_TAG_BYTES;
/** The most chunks a file of INTAKE_MAX_FILE_BYTES needs. */
export const INTAKE_MAX_CHUNKS = Math.ceil(INTAKE_MAX_FILE_BYTES / INTAKE_CHUNK_PLAIN_BYTES);
/** A file's encrypted description (its name, type, size and the customer's name), base64url. */
export const INTAKE_META_MAX_CHARS = 2048;
/** Encrypted bytes one intake holds at most (ten photos, or a few large PDFs): beyond it the phone is told to wait. */
export const INTAKE_MAX_BYTES = 100 * 1024 * 1024;
/** Requests a phone makes to one intake at most: every chunk of ten full files twice over, and more. */
export const INTAKE_MAX_REQUESTS = 2 * INTAKE_MAX_FILES * Math.ceil((15 * 1024 * 1024) / (256 * 1024 - 28)) + 200;
/** Intakes one operator has open at once (opening another closes the oldest). */
export const INTAKE_MAX_OPEN_PER_USER = 3;

/** What an intake carries, by its bytes (never its name): the photos the studios open, and PDFs for the card screen. */
export const INTAKE_FILE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' } as const;
export type IntakeFileType = (typeof INTAKE_FILE_TYPES)[keyof typeof INTAKE_FILE_TYPES];

/** The chunks a file of `bytes` is sent in (an empty file is one empty chunk). */
export function intakeChunkCount(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / INTAKE_CHUNK_PLAIN_BYTES));
}

/** The encrypted size of chunk `seq` of a file of `bytes`. */
export function intakeChunkSize(bytes: number, seq: number): number {
  const plain = Math.min(INTAKE_CHUNK_PLAIN_BYTES, Math.max(0, bytes - seq * INTAKE_CHUNK_PLAIN_BYTES));
  return plain + INTAKE_CHUNK_IV_BYTES + INTAKE_CHUNK_TAG_BYTES;
}

/** The encrypted size of a whole file of `bytes`: what it takes of the intake's and the server's budget. */
export function intakeStoredBytes(bytes: number): number {
  return bytes + intakeChunkCount(bytes) * (INTAKE_CHUNK_IV_BYTES + INTAKE_CHUNK_TAG_BYTES);
}

/**
 * The short code typed on a phone that cannot scan the QR code: 8 symbols of Crockford's base32 (no I, L, O or U,
 * so nothing reads as another), shown as two groups of four. 40 bits: guessing is stopped by the limits on wrong
 * codes, not by the length; the files themselves are under a key the server never has. The code is not drawn at
 * random: it is the operator's public key's commitment (intakeCodeCommitment).
 */
export const INTAKE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INTAKE_CODE_LENGTH = 8;

/** A typed code as stored: upper case, spaces and dashes dropped, O read as 0 and I or L as 1; null when it cannot be one. */
export function normaliseIntakeCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== INTAKE_CODE_LENGTH) return null;
  for (const symbol of code) if (!INTAKE_CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

/**
 * What the short code commits to (docs/decisions/0106-the-code-commits-to-the-shops-key.md): the code is the first
 * 40 bits of this text's SHA-256 (intakeCodeOfDigest), so a phone that typed it can check that the key the server
 * answered is the shop's, and the shop's screen that the code it shows is its own key's. Server and browsers hash it
 * with their own SHA-256.
 */
export function intakeCodeCommitment(operatorKey: { x: string; y: string }): string {
  return `intake code v1/${operatorKey.x}/${operatorKey.y}`;
}

/** The code from the commitment's SHA-256: its first 40 bits, five to a symbol of INTAKE_CODE_ALPHABET. */
export function intakeCodeOfDigest(digest: Uint8Array): string {
  if (digest.length < 5) throw new RangeError('a code needs 40 bits of digest');
  // 40 bits fit exactly in a double's 53.
  let value = 0;
  for (let i = 0; i < 5; i++) value = value * 256 + digest[i]!;
  let code = '';
  for (let i = INTAKE_CODE_LENGTH - 1; i >= 0; i--) code += INTAKE_CODE_ALPHABET[Math.floor(value / 32 ** i) % 32];
  return code;
}

/** A stored code as shown: `ABCD-EFGH`. */
export function formatIntakeCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** An intake's address: 32 random bytes, base64url (256 bits, never guessed). */
export const INTAKE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a chunk's encryption is bound to (AES-GCM's additional data): the intake, the phone's send (its sendId, made
 * on the phone before the server numbers the file), the chunk and how many there are, so a chunk cannot be moved to
 * another file or place, and a file cut short does not decrypt (decision 0107).
 */
export function intakeChunkContext(intakeId: string, sendId: string, seq: number, chunks: number): string {
  return `intake/${intakeId}/${sendId}/${seq}/${chunks}`;
}

/** What a file's description is bound to: its intake and its send, so a description cannot be put on another file (decision 0107). */
export function intakeMetaContext(intakeId: string, sendId: string): string {
  return `intake/${intakeId}/${sendId}/meta`;
}

/** A phone's id for one send (16 random bytes, base64url): it names the file in its encryption and makes announcing again idempotent. */
export const INTAKE_SEND_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
