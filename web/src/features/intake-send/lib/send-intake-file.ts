import type { IntakeFileProgress, IntakePublicKey } from '@core/contracts/intakes';
import { intakeChunkCount } from '@core/intake/intake-terms';
import { ApiError, type FetchLike } from '../../../lib/api-client';
import { sealChunk, sealMeta, toBase64Url } from '../../../lib/intake/intake-crypto';
import { announceIntakeFile } from '../api/announce-intake-file';
import { getIntakeFileProgress } from '../api/get-intake-file-progress';
import { putIntakeChunk } from '../api/put-intake-chunk';
import { withRetries, type Sleep } from './retry-intake-request';

/**
 * One file from the phone to the shop's screen (decision 0095): its description sealed and announced, then its
 * chunks sealed and sent one after another, each its own request, so a slow line carries one chunk at a time and a
 * cut-off costs one chunk. A send that was cut off goes on from the chunks the server still misses.
 */

/** Where the files go and under which key: the link's key, or the one agreed with the shop for a typed code (senderKey the phone's public half). */
export interface IntakeTarget {
  intakeId: string;
  key: CryptoKey;
  senderKey: IntakePublicKey | null;
}

export interface IntakeFileJob {
  file: Blob & { readonly name: string };
  /** The type to tell the shop (checkIntakeFiles). */
  type: string;
  /** The customer's name, or ''. */
  customer: string;
  /** The id of a send begun before (resumed from its missing chunks); null for a new one. */
  fileId: string | null;
  /** This send's own id (newSendId), the same for every attempt: an announcement repeated after a lost answer gives the same file. */
  sendId: string;
}

/** A send's id: 16 random bytes, base64url. */
export function newSendId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export interface IntakeSendProgress {
  fileId: string;
  chunks: number;
  /** Chunks the server has. */
  received: number;
}

export interface IntakeSendDeps {
  fetch?: FetchLike;
  sleep?: Sleep;
  signal?: AbortSignal;
}

/**
 * A send that went wrong on this side of the server: `mismatch`, the server counts the file's chunks otherwise than
 * this page (a page older than the server: each chunk is sealed bound to the count); `incomplete`, chunks the server
 * still missed after they were sent twice.
 */
export class IntakeSendFault extends Error {
  readonly reason: 'mismatch' | 'incomplete';
  constructor(reason: 'mismatch' | 'incomplete') {
    super(`intake send fault: ${reason}`);
    this.name = 'IntakeSendFault';
    this.reason = reason;
  }
}

const progressOf = (answer: IntakeFileProgress): IntakeSendProgress => ({
  fileId: answer.id,
  chunks: answer.chunks,
  received: answer.chunks - answer.missing.length,
});

/**
 * Sends `job.file`, calling `onProgress` once it is announced (its id, for a resume) and after each chunk. Resolves
 * when the server has every chunk; rejects with the ApiError that stopped it (410 INTAKE_CLOSED among them).
 */
export async function sendIntakeFile(
  target: IntakeTarget,
  job: IntakeFileJob,
  deps: IntakeSendDeps,
  onProgress: (progress: IntakeSendProgress) => void,
): Promise<IntakeSendProgress> {
  const { intakeId, key } = target;
  const { signal } = deps;
  const request = { signal, fetch: deps.fetch };
  const retry = { sleep: deps.sleep, signal };

  let answer: IntakeFileProgress | null = null;
  if (job.fileId !== null) {
    const fileId = job.fileId;
    try {
      answer = await withRetries(() => getIntakeFileProgress(intakeId, fileId, request), retry);
    } catch (error) {
      // The server no longer has the file begun (never complete, so removed): it is sent again from the start.
      if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  if (answer === null) {
    const meta = await sealMeta(key, { intakeId, sendId: job.sendId }, { name: job.file.name, type: job.type, bytes: job.file.size, customer: job.customer });
    const body = { meta, bytes: job.file.size, sendId: job.sendId, ...(target.senderKey ? { senderKey: target.senderKey } : {}) };
    // Resent after a lost answer too: the send id makes the server give the file it counted, not a second one.
    answer = await withRetries(() => announceIntakeFile(intakeId, body, request), retry);
  }
  if (answer.chunks !== intakeChunkCount(job.file.size)) throw new IntakeSendFault('mismatch');
  const fileId = answer.id;
  const ids = { intakeId, sendId: job.sendId };
  onProgress(progressOf(answer));

  // Each pass sends what the last answer said was missing, in order; a chunk still missing after a second pass is a
  // fault the customer sees (Try again asks the server afresh), not a loop.
  for (let pass = 0; answer.missing.length > 0; pass++) {
    if (pass === 2) throw new IntakeSendFault('incomplete');
    for (const seq of [...answer.missing].sort((a, b) => a - b)) {
      const sealed = await sealChunk(key, ids, job.file, seq);
      answer = await withRetries(() => putIntakeChunk(intakeId, fileId, seq, sealed, request), retry);
      onProgress(progressOf(answer));
    }
  }
  return progressOf(answer);
}
