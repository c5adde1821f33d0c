import { useMutation } from '@tanstack/react-query';
import type { FetchLike } from '../../../lib/api-client';
import { agreeKey, makeAgreementPair } from '../../../lib/intake/intake-crypto';
import { lookUpIntakeCode } from '../api/look-up-intake-code';
import type { IntakeTarget } from '../lib/send-intake-file';

/**
 * A typed code to the intake behind it, and the key this phone sends under (decision 0095): agreed by ECDH between a
 * key pair made here for this visit and the shop's public key, so the key itself never travels. The phone's public
 * half goes with each file (senderKey) for the shop to agree the same key; the private half stays in this page's
 * memory, never in the address or storage. `code` is normalised already (core's normaliseIntakeCode).
 */
async function targetOfCode(code: string, fetch: FetchLike | undefined): Promise<IntakeTarget> {
  const found = await lookUpIntakeCode(code, { fetch });
  const pair = await makeAgreementPair();
  const key = await agreeKey(pair.privateKey, found.operatorKey, found.id);
  return { intakeId: found.id, key, senderKey: pair.publicKey };
}

export function useIntakeCode(fetch?: FetchLike) {
  return useMutation({ mutationFn: (code: string) => targetOfCode(code, fetch) });
}
