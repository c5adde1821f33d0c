import { orderStatuses } from '@core/contracts/orders';
import { isErrorCode } from '@core/errors/error-codes';
import { formatRupees } from '../../../lib/format-rupees';
import type { TFunction } from '../../../lib/i18n';
import { presetChanges, presetChangeText } from './preset-changes';
import { signedCoins } from './signed-coins';

/**
 * An audit entry's payload (the JSON the server stored with the action) in a few words:
 * {"coins":-5,"reason":"refund"} → ["−5 coins", "Reason: refund"]. Fields we know get words;
 * any other field is shown as name: value, so nothing recorded is hidden.
 */
export function describeAuditPayload(t: TFunction, payload: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return payload.trim() === '' ? [] : [payload];
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [payload];
  const fields = data as Record<string, unknown>;
  const parts: string[] = [];
  const described = new Set<string>();
  const mark = (...names: string[]) => names.forEach((name) => described.add(name));

  if (typeof fields.coins === 'number') {
    parts.push(t('admin.audit.coins', { count: Math.abs(fields.coins), signed: signedCoins(fields.coins) }));
    mark('coins');
  }
  if (typeof fields.days === 'number') {
    const days = t('admin.audit.days', { count: fields.days });
    if (typeof fields.documentPrint === 'boolean') {
      parts.push(`${fields.documentPrint ? t('admin.pro') : t('admin.standard')}, ${days}`);
      mark('documentPrint');
    } else {
      parts.push(days);
    }
    mark('days');
  }
  if (typeof fields.amountPaise === 'number') {
    parts.push(t('admin.audit.amount', { amount: formatRupees(fields.amountPaise) }));
    mark('amountPaise');
  }
  if (typeof fields.utr === 'string') {
    parts.push(t('admin.audit.utr', { utr: fields.utr }));
    mark('utr');
  }
  if (typeof fields.uid === 'string') {
    parts.push(t('admin.audit.user', { uid: fields.uid }));
    mark('uid');
  }
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if ((isRecord(fields.before) || fields.before === null) && isRecord(fields.after)) {
    // A preset saved by an admin: what changed, field by field, or that it is new.
    if (fields.before === null) parts.push(t('admin.audit.newPreset', { id: typeof fields.after.id === 'string' ? fields.after.id : '' }));
    else {
      const changes = presetChanges(t, fields.before, fields.after).filter((change) => change.field !== 'version' && change.field !== 'needsReview');
      parts.push(...(changes.length > 0 ? changes.map(presetChangeText) : [t('admin.audit.nothingChanged')]));
    }
    mark('before', 'after');
  }
  if (typeof fields.before === 'string' && typeof fields.after === 'string') {
    // An order checked with the gateway: its status before and after.
    const status = (value: string) =>
      (orderStatuses as readonly string[]).includes(value) ? t(`admin.orders.statuses.${value as (typeof orderStatuses)[number]}`) : value;
    parts.push(t('admin.audit.statusChange', { before: status(fields.before), after: status(fields.after) }));
    mark('before', 'after');
  }
  if (typeof fields.error === 'string') {
    // A check with the gateway that failed: the error's code, in words.
    parts.push(t('admin.audit.failed', { reason: isErrorCode(fields.error) ? t(`errors.${fields.error}`) : fields.error }));
    mark('error');
  }
  if (typeof fields.reason === 'string') {
    parts.push(t('admin.audit.reason', { reason: fields.reason }));
    mark('reason');
  }
  for (const [name, value] of Object.entries(fields)) {
    if (!described.has(name)) parts.push(`${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts;
}
