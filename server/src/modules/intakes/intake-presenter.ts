import type { IntakePublicKey, IntakeState } from '@core/contracts/intakes';
import { formatIntakeCode } from '@core/intake/intake-terms';
import type { IntakeWithFiles } from './read-intake';

const iso = (ms: number) => new Date(ms).toISOString();

/** The operator's intake as its queue shows it: codes and sizes, and each file's encrypted description. */
export function presentIntake({ intake, files }: IntakeWithFiles): IntakeState {
  return {
    id: intake.id,
    code: formatIntakeCode(intake.code),
    expiresAt: iso(intake.expires_at),
    phoneSeen: intake.phone_seen_at !== null,
    files: files.map((file) => ({
      id: file.id,
      seq: file.seq,
      // Every file announced since decision 0107 has one; one from before opens as unreadable, never as another's.
      sendId: file.send_id ?? '',
      meta: file.meta,
      senderKey: file.sender_key === null ? null : (JSON.parse(file.sender_key) as IntakePublicKey),
      chunks: file.chunks,
      received: file.received,
      complete: file.completed_at !== null,
      createdAt: iso(file.created_at),
    })),
  };
}
