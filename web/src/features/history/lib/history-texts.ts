import type { HistoryPrint, HistoryPurchase } from '@core/contracts/history';
import { findDocumentType } from '@core/documents/document-types';
import { formatCount } from '../../../lib/format-count';
import type { TFunction, TranslationKey } from '../../../lib/i18n';
import { documentTypeName } from '../../print-studio/lib/document-type-name';

const formatMm = (value: number) => String(Math.round(value * 10) / 10);
const services = ['passport-photo', 'single-side', 'both-side'] as const;

/** A print's service in the page's language (the service id itself for one the web doesn't know). */
export function historyServiceName(t: TFunction, service: string): string {
  return (services as readonly string[]).includes(service) ? t(`services.${service as (typeof services)[number]}.name`) : service;
}

/** "A4 · 35×45 mm · 6 photos", "A4 · 3 customers · 20 photos", "Aadhaar · 2 copies": what a print was, from its layout read back by the server. */
export function historyPrintDetails(t: TFunction, print: HistoryPrint): string {
  if (print.paper && print.customers && print.count !== null) {
    const size = print.photo ? ` · ${t('studio.photoSize.mm', { width: formatMm(print.photo.width), height: formatMm(print.photo.height) })}` : '';
    return `${t(`studio.papers.${print.paper}`)}${size} · ${t('history.print.customers', { count: print.customers })} · ${t('history.print.photos', { count: print.count })}`;
  }
  if (print.paper && print.photo && print.count !== null) {
    const sheet = t('history.print.photoSheet', {
      paper: t(`studio.papers.${print.paper}`),
      width: formatMm(print.photo.width),
      height: formatMm(print.photo.height),
    });
    return `${sheet} · ${t('history.print.photos', { count: print.count })}`;
  }
  if (print.docType && print.count !== null) {
    const known = findDocumentType(print.docType);
    const type = known ? documentTypeName(t, known) : print.docType;
    return `${type} · ${t('history.print.copies', { count: print.count })}`;
  }
  return t('history.print.unknownLayout', { layout: print.layout });
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
