import { CUSTOM_EXAM_FILE_FIELD } from '@core/contracts/exam-files';
import type { HistoryPrint, HistoryPurchase } from '@core/contracts/history';
import type { PrintSheet } from '@core/contracts/print-sheet';
import { findDocumentType } from '@core/documents/document-types';
import type { ExamFileKind } from '@core/exam-files/exam-presets';
import { formatCount } from '../../../lib/format-count';
import type { Language, TFunction, TranslationKey } from '../../../lib/i18n';
import { inLanguage } from '../../exam-files/lib/exam-preset-groups';
import { documentTypeName } from '../../print-studio/lib/document-type-name';

const formatMm = (value: number) => String(Math.round(value * 10) / 10);
const services = ['passport-photo', 'single-side', 'both-side'] as const;

/** A print's service in the page's language (the service id itself for one the web doesn't know). */
export function historyServiceName(t: TFunction, service: string): string {
  return (services as readonly string[]).includes(service) ? t(`services.${service as (typeof services)[number]}.name`) : service;
}

/**
 * What a print was, from its typed sheet (in the page's language): "6 photos · 35×45 mm · A4" (and the row it
 * started at, when not the first), "3 customers · 24 photos · A4", "Aadhaar · both sides · 3 copies",
 * "Exam files: SSC Photo, SSC Signature" (a preset the web doesn't know by its id), and what was stored for a
 * sheet the server could not read.
 */
export function historySheetTitle(t: TFunction, sheet: PrintSheet, examPresetNames: ReadonlyMap<string, string> = new Map()): string {
  const size = (photo: { width: number; height: number }) => t('history.print.size', { width: formatMm(photo.width), height: formatMm(photo.height) });
  switch (sheet.kind) {
    case 'photo-sheet': {
      const parts = [t('history.print.photos', { count: sheet.count }), size(sheet.photo), t(`studio.papers.${sheet.paper}`)];
      if (sheet.startRow > 1) parts.push(t('history.print.fromRow', { row: sheet.startRow }));
      return parts.join(' · ');
    }
    case 'customer-sheet': {
      const photos = sheet.customers.reduce((sum, customer) => sum + customer.count, 0);
      return [
        t('history.print.customers', { count: sheet.customers.length }),
        t('history.print.photos', { count: photos }),
        t(`studio.papers.${sheet.paper}`),
      ].join(' · ');
    }
    case 'document': {
      const known = findDocumentType(sheet.docType);
      const type = known ? documentTypeName(t, known) : sheet.docType;
      const sides = sheet.layout === 'single' ? t('history.print.oneSide') : t('history.print.bothSides');
      return [type, sides, t('history.print.copies', { count: sheet.copies })].join(' · ');
    }
    case 'exam-files':
      return t('history.print.examFiles', { presets: sheet.presets.map((id) => examPresetNames.get(id) ?? id).join(', ') });
    case 'unknown':
      return t('history.print.unknownLayout', { layout: sheet.raw });
  }
}

/**
 * Each exam preset's name as the exam screen says it ("SSC CGL Photo"; its Hindi form name in Hindi, when it has one),
 * by id; the custom file as "Custom size".
 */
export function examPresetNamesOf(
  t: TFunction,
  lng: Language,
  presets: ReadonlyArray<{ id: string; form: string; formHi: string; kind: ExamFileKind }>,
): Map<string, string> {
  const names = new Map<string, string>(
    presets.map((preset) => [preset.id, `${inLanguage(lng, preset.form, preset.formHi)} ${t(`examFiles.kinds.${preset.kind}`)}`]),
  );
  names.set(CUSTOM_EXAM_FILE_FIELD, t('history.print.customExamFile'));
  return names;
}

/** What a print cost, in words. */
export function historyChargeText(t: TFunction, print: Pick<HistoryPrint, 'charge' | 'coins'>): string {
  if (print.charge === 'coins') return t('history.charges.coins', { count: print.coins });
  return t(`history.charges.${print.charge}`);
}

/** "Coin Based Plan · 200 coins" or "Pro Plan · 30 days". */
export function historyPurchaseTitle(t: TFunction, purchase: HistoryPurchase): string {
  if (purchase.days !== null) return `${t('plans.pro')} · ${t('plans.days', { count: purchase.days, value: formatCount(purchase.days) })}`;
  const coins = purchase.coins ?? 0;
  return `${t('plans.coins')} · ${t('plans.coinCount', { count: coins, value: formatCount(coins) })}`;
}

export function historyStatusText(t: TFunction, purchase: HistoryPurchase): string {
  const key: TranslationKey = `history.statuses.${purchase.status}`;
  return t(key);
}
