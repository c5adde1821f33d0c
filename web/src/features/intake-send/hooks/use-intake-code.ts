import { useMutation } from '@tanstack/react-query';
import type { FetchLike } from '../../../lib/api-client';
import { agreeKey, intakeCodeOfKey, makeAgreementPair } from '../../../lib/intake/intake-crypto';
import { lookUpIntakeCode } from '../api/look-up-intake-code';
import type { IntakeTarget } from '../lib/send-intake-file';

/**
 * The server answered a key that is not the one the typed code commits to (decision 0106): not the shop's key, so
 * nothing is sent under it.
 */
export class IntakeCodeMismatch extends Error {
  constructor() {
    super('the key answered for this code is not the one the code commits to');
    this.name = 'IntakeCodeMismatch';
  }
}

/**
 * A typed code to the intake behind it, and the key this phone sends under (decision 0095): agreed by ECDH between a
 * key pair made here for this visit and the shop's public key, so the key itself never travels. The shop's key is
 * taken only when the code is its commitment (decision 0106): a server that answered a key of its own would have to
 * find one whose code is the one typed. The phone's public half goes with each file (senderKey) for the shop to agree
 * the same key; the private half stays in this page's memory, never in the address or storage. `code` is normalised
 * already (core's normaliseIntakeCode).
 */
async function targetOfCode(code: string, fetch: FetchLike | undefined): Promise<IntakeTarget> {
  const found = await lookUpIntakeCode(code, { fetch });
  if ((await intakeCodeOfKey(found.operatorKey)) !== code) throw new IntakeCodeMismatch();
  const pair = await makeAgreementPair();
  const key = await agreeKey(pair.privateKey, found.operatorKey, found.id);
  return { intakeId: found.id, key, senderKey: pair.publicKey };
}

export function useIntakeCode(fetch?: FetchLike) {
  return useMutation({ mutationFn: (code: string) => targetOfCode(code, fetch) });
}
