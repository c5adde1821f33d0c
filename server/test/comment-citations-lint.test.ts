import { describe, expect, it } from 'vitest';
import { lintFindings } from '../../test/support/lint-findings';

/** The messages of the comment-citations rule for `source`, linted as if it were a server file (the repo's own config). */
const citationFindings = (source: string, filePath = 'server/src/example.ts') => lintFindings('local/comment-citations', source, filePath);

describe('comments cite what is inside the repository (the comment-citations rule in eslint.config.js)', () => {
  it('reports an issue number, the old design document and a section mark of another document', async () => {
    const findings = await citationFindings(
      [
        '// see issue 12',
        'export const a = 1;',
        '/** Charged per print (Issues #7). */',
        'export const b = 2;',
        '/* The sheet rules (DESIGN §3). */',
        'export const c = 3;',
        '// As DESIGN.md says.',
        'export const d = 4;',
        '// The spec §2 route table.',
        'export const e = 5;',
        '',
      ].join('\n'),
    );
    expect(findings.map((finding) => finding.line)).toEqual([1, 3, 5, 7, 9]);
    expect(findings[0]!.message).toMatch(/instead of an issue number/);
    expect(findings[2]!.message).toMatch(/docs\//);
  });

  it('accepts a docs citation with its sections, a decision record and the fact itself', async () => {
    const findings = await citationFindings(
      [
        '// see docs/domain-rules.md §2',
        'export const a = 1;',
        '/** Seeded from core (docs/domain-rules.md §2, §3; docs/data-model.md §2 and §4). */',
        'export const b = 2;',
        '// The face-aware crop (decision 0043).',
        'export const c = 3;',
        '// An issue with the gateway is retried; the design of the sheet is in core.',
        'export const d = 4;',
        '',
      ].join('\n'),
    );
    expect(findings).toEqual([]);
  });

  it('applies to the web app and the scripts too', async () => {
    expect(await citationFindings('// History (issue 16).\nexport const a = 1;\n', 'web/src/example.tsx')).toHaveLength(1);
    expect(await citationFindings('// Kept (issue 16).\nexport const a = 1;\n', 'scripts/example.mjs')).toHaveLength(1);
  });
});
