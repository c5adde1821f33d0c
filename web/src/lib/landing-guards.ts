/**
 * The answers on the landing page's path, checked without zod (decision 0023): zod/mini would add
 * 14 kB gzip to the landing page's first load. Each guard restates its contract in core exactly
 * (same fields, same bounds, the same lists of values from core's zod-free modules), and
 * server/test/landing-guards.test.ts holds every guard to its contract on the server's real
 * answers and on every one-field change of them. Pages loaded later check answers with the
 * contracts themselves (core/src/contracts, written with zod/mini).
 */
import { offerChannels, offerKinds, offerTitles, statusPlanNames } from '@core/catalog/plan-offers';
import { planCoverages, serviceIds } from '@core/catalog/services';
import { errorCodes } from '@core/errors/error-codes';
import { quoteCharges } from '@core/payments/quote-charges';
import type { ListPlansResponse, ListServicesResponse } from '@core/contracts/catalog';
import type { ErrorBody } from '@core/contracts/error-body';
import type { MeResponse } from '@core/contracts/me';
import type { PremiumResponse } from '@core/contracts/premium';
import type { PrintQuote } from '@core/contracts/print-quote';
import type { SiteResponse } from '@core/contracts/site';
import { guard, isArrayOf, isBoolean, isCount, isOneOf, isPositiveCount, isRecord, isString, nullOr } from './response-guards';

/** core's siteResponse (GET /api/v1/site). */
export const siteResponseGuard = guard((value: unknown): value is SiteResponse => {
  if (!isRecord(value) || !isString(value.brandName) || !isRecord(value.shop) || !isRecord(value.counters)) return false;
  const { shop, counters } = value;
  return (
    isString(shop.phone) &&
    isString(shop.whatsapp) &&
    isString(shop.email) &&
    isString(shop.address) &&
    isCount(counters.happyCustomers) &&
    isCount(counters.dailyPrints) &&
    isCount(counters.supportHours)
  );
});

type Service = ListServicesResponse['services'][number];

const isService = (value: unknown): value is Service =>
  isRecord(value) && isOneOf(serviceIds, value.id) && isString(value.name) && isCount(value.coins) && isOneOf(planCoverages, value.coveredBy);

/** core's listServicesResponse (GET /api/v1/services). */
export const listServicesResponseGuard = guard((value: unknown): value is ListServicesResponse => isRecord(value) && isArrayOf(value.services, isService));

type PlanOffer = ListPlansResponse['plans'][number];

const isChannel = (value: unknown): value is PlanOffer['channels'][number] => isOneOf(offerChannels, value);

const isPlanOffer = (value: unknown): value is PlanOffer =>
  isRecord(value) &&
  isString(value.id) &&
  isOneOf(offerTitles, value.title) &&
  isOneOf(offerKinds, value.kind) &&
  isPositiveCount(value.pricePaise) &&
  nullOr(isPositiveCount)(value.days) &&
  nullOr(isPositiveCount)(value.coins) &&
  isArrayOf(value.channels, isChannel);

/** core's listPlansResponse (GET /api/v1/plans, with or without ?channel=). */
export const listPlansResponseGuard = guard((value: unknown): value is ListPlansResponse => isRecord(value) && isArrayOf(value.plans, isPlanOffer));

/** core's meResponse (GET /api/v1/me): every page asks who is signed in. */
export const meResponseGuard = guard(
  (value: unknown): value is MeResponse =>
    isRecord(value) &&
    isString(value.uid) &&
    isString(value.email) &&
    nullOr(isString)(value.name) &&
    nullOr(isString)(value.photoURL) &&
    isBoolean(value.isAdmin),
);

const isStatusPlanName = (value: unknown): value is (typeof statusPlanNames)[number] => isOneOf(statusPlanNames, value);

/** core's premiumResponse (GET /api/v1/premium/:uid): the header shows it on every signed-in page. */
export const premiumResponseGuard = guard(
  (value: unknown): value is PremiumResponse =>
    isRecord(value) &&
    isRecord(value.data) &&
    isCount(value.data.coins) &&
    isCount(value.data.remainingDays) &&
    isBoolean(value.data.cspDocumentPrint) &&
    isBoolean(value.data.isActive) &&
    nullOr(isStatusPlanName)(value.data.planName) &&
    nullOr(isString)(value.data.expiresAt),
);

/** core's printQuote (a 409 QUOTE_CHANGED carries it in its error body). */
const isPrintQuote = (value: unknown): value is PrintQuote =>
  isRecord(value) && isOneOf(quoteCharges, value.charge) && isCount(value.coins) && Number.isInteger(value.balance) && isCount(value.newItems);

/** core's errorBody (`{code, message}`, every error answer): api-client reads it on every page. */
export const errorBodyGuard = guard(
  (value: unknown): value is ErrorBody =>
    isRecord(value) &&
    isOneOf(errorCodes, value.code) &&
    isString(value.message) &&
    (value.fields === undefined || (Array.isArray(value.fields) && value.fields.every(isString))) &&
    (value.coinsNeeded === undefined || Number.isInteger(value.coinsNeeded)) &&
    (value.quote === undefined || isPrintQuote(value.quote)),
);
