import { serviceIds } from '@core/catalog/services';
import { CUSTOM_EXAM_FILE_FIELD } from '@core/contracts/exam-files';
import type { HistoryPrint, HistoryPurchase } from '@core/contracts/history';
import type { PrintSheet } from '@core/contracts/print-sheet';
import { findDocumentType } from '@core/documents/document-types';
import type { ExamFileKind, ExamPreset } from '@core/exam-files/exam-presets';
import { formatCount } from '../../../lib/format-count';
import type { Language, TFunction, TranslationKey } from '../../../lib/i18n';
import { groupExamPresets, inLanguage } from '../../../lib/exam-preset-groups';
import { documentTypeName } from '../../../lib/prints/document-type-name';

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/** A print's service in the page's language ("Print" for one the web doesn't know: never its id). */
export function historyServiceName(t: TFunction, service: string): string {
  return (serviceIds as readonly string[]).includes(service) ? t(`services.${service as (typeof serviceIds)[number]}.name`) : t('history.print.otherService');
}

/**
 * What a print was, from its typed sheet (in the page's language): "6 photos · 35×45 mm · A4" (and "2 sheets"
 * when it took two, decision 0071, and the row it started at, when not the first), "3 customers · 24 photos · A4",
 * "Aadhaar · both sides · 3 copies", exam files by their form and files ("SSC CGL — photo, signature":
 * historyExamTitle), and a plain "details not recorded" for a sheet the server could not read. No id or stored
 * text is shown as it is.
 */
export function historySheetTitle(t: TFunction, sheet: PrintSheet, examPresets: ReadonlyMap<string, ExamFileName> = new Map()): string {
  const size = (photo: { width: number; height: number }) => t('history.print.size', { width: formatMm(photo.width), height: formatMm(photo.height) });
  switch (sheet.kind) {
    case 'photo-sheet': {
      const parts = [t('history.print.photos', { count: sheet.count }), size(sheet.photo), t(`studio.papers.${sheet.paper}`)];
      // Two sheets (decision 0071): said after the paper, before page 1's start row.
      if (sheet.pages && sheet.pages.length > 1) parts.push(t('history.print.sheets', { count: sheet.pages.length }));
      if (sheet.startRow > 1) parts.push(t('history.print.fromRow', { row: sheet.startRow }));
      return parts.join(' · ');
    }
    case 'customer-sheet': {
      const photos = sheet.customers.reduce((sum, customer) => sum + customer.count, 0);
      return [
        t('history.print.customers', { count: sheet.customers.length }),
        t('history.print.photos', { count: photos }),
        t(`studio.papers.${sheet.paper}`),
        ...(sheet.pages && sheet.pages.length > 1 ? [t('history.print.sheets', { count: sheet.pages.length })] : []),
      ].join(' · ');
    }
    case 'document': {
      const known = findDocumentType(sheet.docType);
      const type = known ? documentTypeName(t, known) : t('history.print.otherDocument');
      const sides = sheet.layout === 'single' ? t('history.print.oneSide') : t('history.print.bothSides');
      // Onto PVC cards in a tray (decision 0091): which pass, after the sides.
      const tray = sheet.tray ? [sheet.tray.pass === 'front' ? t('history.print.trayFront') : t('history.print.trayBack')] : [];
      return [type, sides, ...tray, t('history.print.copies', { count: sheet.copies })].join(' · ');
    }
    case 'exam-files':
      return historyExamTitle(t, sheet.presets, examPresets);
    case 'unknown':
      return t('history.print.unknownLayout');
  }
}

/** How History names one exam file: its form in the page's language and what kind of file it is. */
export interface ExamFileName {
  form: string;
  kind: ExamFileKind;
}

/**
 * The active presets by id, each named by its form as the exam screen's list names it (the shortest name of its group,
 * "SSC" for "SSC (older pattern)"; its Hindi name in Hindi, when it has one).
 */
export function examFileNamesOf(lng: Language, presets: readonly ExamPreset[]): Map<string, ExamFileName> {
  const names = new Map<string, ExamFileName>();
  for (const group of groupExamPresets(presets))
    for (const preset of group.presets) names.set(preset.id, { form: inLanguage(lng, group.form, group.formHi), kind: preset.kind });
  return names;
}

/** A custom file's id (`photo-300x400`, decision 0045), or the form field `custom` of rows written before ids were stored. */
const customExamId = /^(photo|signature)-(\d{1,5})x(\d{1,5})$/;

/**
 * Exam files' title from the presets they were made for, in order: each form once with its files' kinds, "SSC CGL —
 * photo, signature"; a custom file "Custom size — photo 300×400 px"; a preset no longer listed "Another form — 1
 * file". Forms in a row of the same name are one.
 */
export function historyExamTitle(t: TFunction, presetIds: readonly string[], presets: ReadonlyMap<string, ExamFileName>): string {
  const groups: Array<{ form: string; files: string[] }> = [];
  let unlisted = 0;
  for (const id of presetIds) {
    const known = presets.get(id);
    const custom = known ? null : customExamId.exec(id);
    let form: string;
    let file: string;
    if (known) {
      form = known.form;
      file = t(`examFiles.kindsInText.${known.kind}`);
    } else if (custom) {
      form = t('history.print.customExamFile');
      file = t('history.print.customExamSize', {
        kind: t(`examFiles.kindsInText.${custom[1] as 'photo' | 'signature'}`),
        width: custom[2]!,
        height: custom[3]!,
      });
    } else if (id === CUSTOM_EXAM_FILE_FIELD) {
      form = t('history.print.customExamFile');
      file = t('history.print.examFile');
    } else {
      unlisted += 1;
      continue;
    }
    const last = groups.at(-1);
    if (last && last.form === form) last.files.push(file);
    else groups.push({ form, files: [file] });
  }
  const parts = groups.map((group) => t('history.print.examForm', { form: group.form, files: group.files.join(', ') }));
  if (unlisted > 0) parts.push(t('history.print.examUnlisted', { count: unlisted }));
  return parts.length > 0 ? parts.join('; ') : t('services.exam-files.name');
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
