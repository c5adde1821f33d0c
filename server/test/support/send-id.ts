import { randomBytes } from 'node:crypto';

/** A phone's id for one send, as the phone makes it (16 random bytes, base64url): each announced file has its own (decision 0107). */
export function aSendId(): string {
  return randomBytes(16).toString('base64url');
}
