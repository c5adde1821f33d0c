import { describe, expect, it } from 'vitest';
import { formatIntakeCode, intakeCodeCommitment, intakeCodeOfDigest, normaliseIntakeCode } from '../src/intake/intake-terms';

describe("an intake's short code from its key's digest (decision 0106)", () => {
  it('takes the first 40 bits, five to a symbol, most significant first', () => {
    expect(intakeCodeOfDigest(new Uint8Array(32))).toBe('00000000');
    expect(intakeCodeOfDigest(new Uint8Array(32).fill(0xff))).toBe('ZZZZZZZZ');
    // 00001 00001 … : every symbol 1.
    expect(intakeCodeOfDigest(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0xff]))).toBe('11111111');
    // 11111 111|00 00000 …: Z, then 28 (W), then zeros; bytes after the fifth do not count.
    expect(intakeCodeOfDigest(Uint8Array.from([0xff, 0, 0, 0, 0, 0xff, 0xff]))).toBe('ZW000000');
    expect(() => intakeCodeOfDigest(new Uint8Array(4))).toThrow(RangeError);
  });

  it('is a code as typed and shown: normalised unchanged, shown in two groups', () => {
    for (const digest of [Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a]), Uint8Array.from([0xa5, 0x5a, 0xc3, 0x3c, 0x0f])]) {
      const code = intakeCodeOfDigest(digest);
      expect(normaliseIntakeCode(code)).toBe(code);
      expect(normaliseIntakeCode(formatIntakeCode(code).toLowerCase())).toBe(code);
    }
  });

  it('commits to both halves of the public key', () => {
    expect(intakeCodeCommitment({ x: 'X1', y: 'Y1' })).toBe('intake code v1/X1/Y1');
    expect(intakeCodeCommitment({ x: 'X1', y: 'Y2' })).not.toBe(intakeCodeCommitment({ x: 'X1', y: 'Y1' }));
  });
});
