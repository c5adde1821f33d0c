import type { IntakeFile, IntakePublicKey } from '@core/contracts/intakes';
import { INTAKE_MAX_CHUNKS, INTAKE_MAX_FILE_BYTES, intakeChunkCount } from '@core/intake/intake-terms';
import { INTAKE_FILE_TYPES } from '@core/intake/intake-terms';
import { checkIntakeFile, type IntakeRefusal } from './check-intake-file';
import { agreeKey, openChunk, openMeta, type IntakeFileMeta } from './intake-crypto';

/** A chunk as the server gives it (intake-api's fetchIntakeChunk; a stand-in in tests). */
export type IntakeChunkFetcher = (ids: { intakeId: string; fileId: string }, seq: number, signal?: AbortSignal) => Promise<Uint8Array<ArrayBuffer>>;

/** A file from the phone, opened and checked: handed to a screen as if picked there. */
export interface OpenedIntakeFile {
  file: File;
  kind: 'image' | 'pdf';
  /** A picture's pixel size by its header (before any EXIF turn); null for a PDF. */
  width: number | null;
  height: number | null;
}

type IntakeFileOutcome = { opened: OpenedIntakeFile } | { refused: IntakeRefusal };

/** The keys a file may be under: the link's, and the operator's private key to agree one with a typed-code phone. */
interface IntakeFileKeys {
  id: string;
  linkKey: CryptoKey;
  privateKey: CryptoKey;
}

/**
 * The key `file` was sealed under: the link's when the phone came by the QR code or the link (its senderKey is
 * null), else the one agreed by ECDH with the phone's public key (docs/decisions/0095-files-from-the-customers-phone.md).
 * Agreed keys are kept in `agreed` by the phone's key, as one phone sends several files. Null when the phone's key
 * is no key.
 */
export async function intakeFileKey(keys: IntakeFileKeys, senderKey: IntakePublicKey | null, agreed: Map<string, CryptoKey>): Promise<CryptoKey | null> {
  if (senderKey === null) return keys.linkKey;
  const name = `${senderKey.x}.${senderKey.y}`;
  const known = agreed.get(name);
  if (known) return known;
  try {
    const key = await agreeKey(keys.privateKey, senderKey, keys.id);
    agreed.set(name, key);
    return key;
  } catch {
    return null;
  }
}

/** The file's description (name, type, size, customer), or null when it does not open under `key`. */
export async function describeIntakeFile(key: CryptoKey, intakeId: string, file: IntakeFile): Promise<IntakeFileMeta | null> {
  try {
    return await openMeta(key, { intakeId, sendId: file.sendId }, file.meta);
  } catch {
    return null;
  }
}

/** The name a file is handed over with: the phone's, without folders or control characters, not too long. */
export function handedFileName(name: string, kind: 'image' | 'pdf'): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const plain = name.replace(/[\u0000-\u001f\u007f/\\]/g, ' ').trim();
  if (plain === '') return kind === 'pdf' ? 'document.pdf' : 'photo';
  return plain.length > 120 ? plain.slice(plain.length - 120) : plain;
}

interface OpenIntakeFileOptions {
  intakeId: string;
  file: IntakeFile;
  key: CryptoKey;
  description: IntakeFileMeta;
  fetchChunk: IntakeChunkFetcher;
  signal?: AbortSignal;
}

/**
 * A complete file fetched chunk by chunk and opened (each chunk checked against its intake, file, place and count,
 * so a chunk altered, moved or missing is refused), then checked as a picked file would be (checkIntakeFile). A
 * refusal is an answer, not a failure; a chunk that cannot be fetched throws (the call's ApiError), to try again.
 */
export async function openIntakeFile({ intakeId, file, key, description, fetchChunk, signal }: OpenIntakeFileOptions): Promise<IntakeFileOutcome> {
  const size = description.bytes;
  if (!Number.isInteger(size) || size < 1 || size > INTAKE_MAX_FILE_BYTES || file.chunks > INTAKE_MAX_CHUNKS) return { refused: 'too-large' };
  if (file.chunks !== intakeChunkCount(size)) return { refused: 'damaged' };
  const ids = { intakeId, fileId: file.id };
  const bytes = new Uint8Array(size);
  let filled = 0;
  // In order, one after another: the server takes the last chunk read as the whole file read, and an intake whose
  // files were all read goes when its time is up (docs/decisions/0109-an-intake-read-goes-at-its-close.md).
  for (let seq = 0; seq < file.chunks; seq += 1) {
    const sealed = await fetchChunk(ids, seq, signal);
    let plain: Uint8Array;
    try {
      plain = await openChunk(key, { intakeId, sendId: file.sendId }, sealed, seq, file.chunks);
    } catch {
      return { refused: 'unreadable' };
    }
    if (filled + plain.length > size) return { refused: 'damaged' };
    bytes.set(plain, filled);
    filled += plain.length;
  }
  if (filled !== size) return { refused: 'damaged' };
  const checked = await checkIntakeFile(bytes);
  if ('refused' in checked) return checked;
  const type = INTAKE_FILE_TYPES[checked.kind === 'pdf' ? 'pdf' : checked.format];
  const lastModified = Date.parse(file.createdAt);
  const opened = new File([bytes], handedFileName(description.name, checked.kind), {
    type,
    ...(Number.isNaN(lastModified) ? {} : { lastModified }),
  });
  const pixels = checked.kind === 'image' ? { width: checked.width, height: checked.height } : { width: null, height: null };
  return { opened: { file: opened, kind: checked.kind, ...pixels } };
}
