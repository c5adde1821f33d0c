import { beforeAll, describe, expect, it } from 'vitest';
import { describeAuditPayload } from '../src/features/admin/lib/describe-audit-payload';
import { loadPageTexts, translate, type TFunction } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

const t: TFunction = (key, values) => translate('en', key, values);

describe('describeAuditPayload', () => {
  beforeAll(async () => {
    stubBrowser();
    await loadPageTexts();
  });

  it('puts a failed gateway check in words, never as its field and code', () => {
    const parts = describeAuditPayload(t, JSON.stringify({ before: 'not_started', error: 'PAYMENT_GATEWAY' }));
    expect(parts).toContain(`Could not check: ${translate('en', 'errors.PAYMENT_GATEWAY')}`);
    expect(parts.join(' ')).not.toContain('error:');
  });
});

describe('an admin’s saved preset in the audit log (docs/decisions/0062-admin-preset-screen.md)', () => {
  beforeAll(async () => {
    stubBrowser();
    await loadPageTexts();
  });

  it('reads as what changed, field by field, in the editor’s words; the reason after; no JSON', async () => {
    const { seedExamPresets } = await import('@core/exam-files/exam-presets');
    const before = seedExamPresets.find((p) => p.id === 'ssc-signature')!;
    const after = { ...before, maxKb: 25, pixels: { kind: 'exact', width: 160, height: 80 }, noteHi: 'नया', version: before.version + 1 };
    const parts = describeAuditPayload(t, JSON.stringify({ before, after, reason: 'SSC raised the window' }));
    expect(parts).toEqual([
      'Size: 40×20 mm → 160×80 px',
      'Largest size (KB): 20 → 25',
      `Note for operators (Hindi): ${before.noteHi} → नया`,
      'Reason: SSC raised the window',
    ]);
    expect(parts.join(' ')).not.toMatch(/[{}]/);
    expect(describeAuditPayload(t, JSON.stringify({ before: null, after: { ...before, id: 'rrb-photo' }, reason: 'new form' }))).toEqual([
      'New preset rrb-photo',
      'Reason: new form',
    ]);
    expect(describeAuditPayload(t, JSON.stringify({ before, after: { ...before, version: 3 }, reason: 'checked' }))).toEqual([
      'Saved unchanged',
      'Reason: checked',
    ]);
  });

  it('says yes or no for a flag and “—” for nothing, and names a field it does not know by its own name', async () => {
    const { presetChanges, presetChangeText } = await import('../src/features/admin/lib/preset-changes');
    const changes = presetChanges(t, { active: true, ruleYear: null, shiny: 1 }, { active: false, ruleYear: 2026, shiny: 2 }).map(presetChangeText);
    expect(changes).toEqual(['Year of the rule: — → 2026', 'Shown to operators: yes → no', 'shiny: 1 → 2']);
  });
});
