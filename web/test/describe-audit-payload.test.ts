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
