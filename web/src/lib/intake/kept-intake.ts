import { sessionStore } from '../browser-storage';
import { importLinkKey, importPrivateKey, intakeCodeOfKey, publicKeyOf } from './intake-crypto';

/** What this tab keeps of its intake: the link key's fragment and the operator's private key (JWK). */
interface KeptIntake {
  id: string;
  fragment: string;
  privateKey: JsonWebKey;
}

/** The intake's keys, ready for use. */
export interface IntakeKeys {
  id: string;
  fragment: string;
  linkKey: CryptoKey;
  privateKey: CryptoKey;
  /** The short code the operator's public key commits to (decision 0106), as stored (no dash): the code shown. */
  code: string;
}

const currentKey = 'intake:current';
const keysKey = (id: string) => `intake:${id}`;

/*
 * The keys are kept in this tab's sessionStorage under the intake's id (docs/decisions/0095-files-from-the-customers-phone.md):
 * a reload of the tab keeps the intake working, another tab or a later visit has nothing, and they are never in
 * localStorage nor sent anywhere. Storage that is blocked keeps nothing: the intake then lasts as long as the page.
 */

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Blocked storage kept nothing to remove.
  }
}

/** Keeps `kept` as this tab's intake, forgetting the one before. */
export function keepIntake(kept: KeptIntake, storage: () => Storage = sessionStore): void {
  forgetIntake(storage);
  try {
    storage().setItem(keysKey(kept.id), JSON.stringify({ fragment: kept.fragment, privateKey: kept.privateKey }));
    storage().setItem(currentKey, kept.id);
  } catch {
    // Not kept: a reload starts a new intake.
  }
}

/** This tab's intake, or null (none, or what is stored cannot be read). */
export function readKeptIntake(storage: () => Storage = sessionStore): KeptIntake | null {
  try {
    const id = storage().getItem(currentKey);
    const text = id === null ? null : storage().getItem(keysKey(id));
    if (id === null || text === null) return null;
    const parsed = JSON.parse(text) as Partial<KeptIntake>;
    if (typeof parsed.fragment !== 'string' || typeof parsed.privateKey !== 'object' || parsed.privateKey === null) return null;
    return { id, fragment: parsed.fragment, privateKey: parsed.privateKey };
  } catch {
    return null;
  }
}

/** Forgets this tab's intake (closed, expired, or replaced by a new one). */
export function forgetIntake(storage: () => Storage = sessionStore): void {
  let id: string | null;
  try {
    id = storage().getItem(currentKey);
  } catch {
    return;
  }
  if (id !== null) remove(storage, keysKey(id));
  remove(storage, currentKey);
}

/** The kept keys as CryptoKeys; throws when they are not keys. */
export async function intakeKeysOf(kept: KeptIntake): Promise<IntakeKeys> {
  const [linkKey, privateKey, code] = await Promise.all([
    importLinkKey(kept.fragment),
    importPrivateKey(kept.privateKey),
    intakeCodeOfKey(publicKeyOf(kept.privateKey)),
  ]);
  return { id: kept.id, fragment: kept.fragment, linkKey, privateKey, code };
}
