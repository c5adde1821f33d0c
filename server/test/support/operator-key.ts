import { randomBytes } from 'node:crypto';

/**
 * A stand-in for an operator browser's ECDH public key (the server stores and hands it on; it never uses it): a new
 * one for each intake, since an intake's code is its key's commitment and two open intakes can't share one
 * (docs/decisions/0106-the-code-commits-to-the-shops-key.md).
 */
export function anOperatorKey() {
  return { kty: 'EC', crv: 'P-256', x: randomBytes(32).toString('base64url'), y: randomBytes(32).toString('base64url') } as const;
}
