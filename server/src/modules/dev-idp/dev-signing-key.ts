import { createECDH, createHash, createHmac } from 'node:crypto';
import type { JWK } from 'jose';

/**
 * The dev provider's signing key (private JWK, ES256 on P-256), derived from SESSION_SECRET: every
 * instance sharing the secret signs with the same key, so an ID token made by one verifies on all,
 * and a restart keeps it (decision 0028). The scalar is an HMAC of the secret; the one in about
 * 2^32 outside the curve's range moves on to the next counter.
 */
export function devSigningKey(sessionSecret: string): JWK {
  const ecdh = createECDH('prime256v1');
  for (let counter = 0; ; counter += 1) {
    const scalar = createHmac('sha256', sessionSecret).update(`dev-idp signing key ${counter}`).digest();
    try {
      ecdh.setPrivateKey(scalar);
    } catch {
      continue;
    }
    const point = ecdh.getPublicKey(); // 0x04 ‖ x ‖ y
    const x = point.subarray(1, 33).toString('base64url');
    const y = point.subarray(33, 65).toString('base64url');
    const kid = `dev-${createHash('sha256').update(point).digest('base64url').slice(0, 12)}`;
    return { kty: 'EC', crv: 'P-256', x, y, d: scalar.toString('base64url'), kid, alg: 'ES256', use: 'sig' };
  }
}
