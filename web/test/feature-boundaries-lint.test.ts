import { describe, expect, it } from 'vitest';
import { lintFindings } from '../../test/support/lint-findings';

/** What the feature-boundaries rule says of `source`, linted with the repository's own config as the file `filePath`. */
const boundaryFindings = (source: string, filePath: string) => lintFindings('local/feature-boundaries', source, filePath);

describe('web features stand apart (the feature-boundaries rule in eslint.config.js, decision 0075)', () => {
  it('reports a feature that imports another feature, statically, dynamically, as a type or a re-export', async () => {
    const findings = await boundaryFindings(
      [
        "import { HistoryList } from '../../history/components/history-list';",
        "import type { ExamPreset } from '../../exam-files/lib/exam-crop-size';",
        "export { LogoutButton } from '../../auth/components/logout-button';",
        "export const later = () => import('../../account/components/plan-status');",
        "export type Row = import('../../history/api/get-history').HistoryPage;",
        'export const used = [HistoryList, {} as ExamPreset];',
        '',
      ].join('\n'),
      'web/src/features/print-studio/components/example.tsx',
    );
    expect(findings.map((finding) => finding.line)).toEqual([1, 2, 3, 4, 5]);
    expect(findings[0]!.message).toBe(
      "The feature 'print-studio' imports the feature 'history': move what both need into web/src/lib or web/src/components (docs/ARCHITECTURE.md, decision 0075).",
    );
  });

  it('reports a feature that imports app', async () => {
    const findings = await boundaryFindings(
      "import { routes } from '../../../app/routes';\nexport const all = routes;\n",
      'web/src/features/purchase/hooks/example.ts',
    );
    expect(findings).toEqual([
      { line: 1, message: "The feature 'purchase' imports web/src/app: features never import app; app's routes compose features (decision 0075)." },
    ]);
  });

  it('reports lib and components that import a feature or app', async () => {
    const fromLib = await boundaryFindings(
      "import { HistoryList } from '../features/history/components/history-list';\nimport { routes } from '../app/routes';\nexport const all = [HistoryList, routes];\n",
      'web/src/lib/example.ts',
    );
    expect(fromLib.map((finding) => finding.message)).toEqual([
      "web/src/lib imports the feature 'history': lib and components import no feature (decision 0075).",
      'web/src/lib imports web/src/app: lib and components never import app (decision 0075).',
    ]);
    const fromComponents = await boundaryFindings(
      "import { PlanStatus } from '../features/account/components/plan-status';\nexport const all = PlanStatus;\n",
      'web/src/components/example.tsx',
    );
    expect(fromComponents).toHaveLength(1);
  });

  it('accepts a feature importing its own files, lib, components and core, and app importing features', async () => {
    const fromFeature = await boundaryFindings(
      [
        "import { useSession } from '../../../lib/session/use-session';",
        "import { Link } from '../../../lib/router';",
        "import { PrinterProfileSelect } from '../../../components/printer-profile-select';",
        "import { historyRowText } from '../lib/history-texts';",
        "import { paperSizes } from '@core/layout/papers';",
        'export const used = [useSession, Link, PrinterProfileSelect, historyRowText, paperSizes];',
        '',
      ].join('\n'),
      'web/src/features/history/components/example.tsx',
    );
    expect(fromFeature).toEqual([]);
    const fromApp = await boundaryFindings(
      "import { HistoryList } from '../../features/history/components/history-list';\nexport const used = HistoryList;\n",
      'web/src/app/routes/example.tsx',
    );
    expect(fromApp).toEqual([]);
  });
});
