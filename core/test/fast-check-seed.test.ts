import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Written out, not imported: importing the setup module would configure fast-check here and hide a
// project that no longer loads it.
const SEED = Number(process.env.FC_SEED ?? 20261127);

describe('property tests are reproducible (test/support/fast-check-seed.ts, loaded by every unit project)', () => {
  it('run from one seed and 100 runs unless a test asks for its own count', () => {
    const { seed, numRuns } = fc.readConfigureGlobal();
    expect(seed).toBe(SEED);
    expect(numRuns).toBe(100);
  });
});
