import type { IntakeFile } from '@core/contracts/intakes';

/** A file as the operator's queue lists it (the server's answer), arriving unless `change` says otherwise. */
export const intakeEntry = (id: string, seq: number, change: Partial<IntakeFile> = {}): IntakeFile => ({
  id,
  seq,
  sendId: `send-${id}`.padEnd(22, '0').slice(0, 22),
  meta: 'sealed',
  senderKey: null,
  chunks: 3,
  received: 1,
  complete: false,
  createdAt: '2026-03-01T10:04:00.000Z',
  ...change,
});
