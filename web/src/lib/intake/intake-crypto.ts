import {
  INTAKE_CHUNK_IV_BYTES,
  INTAKE_CHUNK_PLAIN_BYTES,
  intakeChunkContext,
  intakeChunkCount,
  intakeCodeCommitment,
  intakeCodeOfDigest,
  intakeMetaContext,
} from '@core/intake/intake-terms';
import type { IntakePublicKey } from '@core/contracts/intakes';

/**
 * The end-to-end encryption of files sent from a phone (docs/decisions/0095-files-from-the-customers-phone.md):
 * AES-GCM 256 in WebCrypto, each chunk under its own random IV and bound to its intake, file and place. The key is
 * either the one in the intake link's `#fragment` (the QR code and the WhatsApp link) or, for a phone that typed the
 * short code, agreed by ECDH P-256 between the operator's key pair and the phone's own. The server never has it.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A new key for the intake link (the operator's browser makes it; it travels only in the link's fragment). */
export async function makeLinkKey(): Promise<{ key: CryptoKey; fragment: string }> {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  return { key: await importLinkKey(toBase64Url(raw)), fragment: toBase64Url(raw) };
}

/** The link's key from its fragment text; throws when the text is not a 256-bit key. */
export async function importLinkKey(fragment: string): Promise<CryptoKey> {
  const raw = fromBase64Url(fragment);
  if (raw.length !== 32) throw new Error('intake key is not 256 bits');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const ecdh = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** An ECDH key pair (the operator's for the intake, or a typed-code phone's own). The private key stays extractable only so the operator's tab can keep it across a reload. */
export async function makeAgreementPair(): Promise<{ privateKey: CryptoKey; publicKey: IntakePublicKey }> {
  const pair = await crypto.subtle.generateKey(ecdh, true, ['deriveBits']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, publicKey: publicKeyOf(jwk) };
}

export function publicKeyOf(jwk: JsonWebKey): IntakePublicKey {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('not a P-256 public key');
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
}

/**
 * The short code an intake opened under this public key has (docs/decisions/0106-the-code-commits-to-the-shops-key.md),
 * as stored (no dash): the operator's screen shows only a code its own key gives, and a phone that typed a code takes
 * only a key that gives it.
 */
export async function intakeCodeOfKey(key: { x: string; y: string }): Promise<string> {
  return intakeCodeOfDigest(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(intakeCodeCommitment(key)))));
}

export function exportPrivateKey(key: CryptoKey): Promise<JsonWebKey> {
  return crypto.subtle.exportKey('jwk', key);
}

export function importPrivateKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', jwk, ecdh, true, ['deriveBits']);
}

/**
 * The AES-GCM key both sides reach from one's private key and the other's public key: ECDH's shared secret through
 * HKDF-SHA-256, bound to the intake.
 */
export async function agreeKey(privateKey: CryptoKey, peer: IntakePublicKey, intakeId: string): Promise<CryptoKey> {
  const peerKey = await crypto.subtle.importKey('jwk', { ...peer, ext: true }, ecdh, false, []);
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: peerKey }, privateKey, 256);
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(`intake/${intakeId}`), info: encoder.encode('intake file key v1') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

async function seal(key: CryptoKey, plain: Uint8Array<ArrayBuffer>, context: string): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(INTAKE_CHUNK_IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(context) }, key, plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return out;
}

async function open(key: CryptoKey, data: Uint8Array<ArrayBuffer>, context: string): Promise<Uint8Array<ArrayBuffer>> {
  const iv = data.subarray(0, INTAKE_CHUNK_IV_BYTES);
  const body = data.subarray(INTAKE_CHUNK_IV_BYTES);
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(context) }, key, body));
}

/** What the phone says about a file, encrypted: only the operator reads it. */
export interface IntakeFileMeta {
  /** The file's name on the phone. */
  name: string;
  /** Its type as the phone's browser gave it (the operator checks the bytes anyway). */
  type: string;
  bytes: number;
  /** The customer's name, when given. */
  customer: string;
}

/** Which file a seal is for: its intake and the phone's send (decision 0107). */
export interface IntakeSendIds {
  intakeId: string;
  sendId: string;
}

export async function sealMeta(key: CryptoKey, ids: IntakeSendIds, meta: IntakeFileMeta): Promise<string> {
  return toBase64Url(await seal(key, encoder.encode(JSON.stringify(meta)), intakeMetaContext(ids.intakeId, ids.sendId)));
}

/** The description back; throws when it was not made under this key for this intake and send. */
export async function openMeta(key: CryptoKey, ids: IntakeSendIds, sealed: string): Promise<IntakeFileMeta> {
  const parsed: unknown = JSON.parse(decoder.decode(await open(key, fromBase64Url(sealed), intakeMetaContext(ids.intakeId, ids.sendId))));
  const meta = parsed as Partial<IntakeFileMeta>;
  if (typeof meta.name !== 'string' || typeof meta.type !== 'string' || typeof meta.bytes !== 'number' || typeof meta.customer !== 'string') {
    throw new Error('intake file description is malformed');
  }
  return { name: meta.name, type: meta.type, bytes: meta.bytes, customer: meta.customer };
}

/** Chunk `seq` of `file`, encrypted, as it is uploaded. */
export async function sealChunk(key: CryptoKey, ids: IntakeSendIds, file: Blob, seq: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks = intakeChunkCount(file.size);
  const start = seq * INTAKE_CHUNK_PLAIN_BYTES;
  const plain = new Uint8Array(await file.slice(start, start + INTAKE_CHUNK_PLAIN_BYTES).arrayBuffer());
  return seal(key, plain, intakeChunkContext(ids.intakeId, ids.sendId, seq, chunks));
}

/** Chunk `seq` of `chunks` opened; throws when it was altered, moved or made under another key. */
export function openChunk(key: CryptoKey, ids: IntakeSendIds, data: Uint8Array<ArrayBuffer>, seq: number, chunks: number) {
  return open(key, data, intakeChunkContext(ids.intakeId, ids.sendId, seq, chunks));
}
