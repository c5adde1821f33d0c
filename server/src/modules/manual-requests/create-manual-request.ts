import { randomBytes } from 'node:crypto';
import type { ManualRequestResponse } from '@core/contracts/manual-requests';
import type { PlanOffer } from '@core/catalog/plan-offers';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { listPlanOffers } from '../catalog/list-plan-offers';
import { inWriteTransaction, lockUserRow } from '../ledger/write-transaction';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () => `MR${Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** Formats paise as rupees for a UPI amount: `1000.00`. */
const upiAmount = (paise: number) => (paise / 100).toFixed(2);

export interface ManualRequestAnswer {
  answer: ManualRequestResponse;
  /** false: the user's open request for this offer (same price) was given again, nothing was queued. */
  created: boolean;
}

/**
 * Records a pending manual (UPI) purchase, priced from the catalog, and gives the payment details:
 * a UPI link carrying the reference, and a WhatsApp message asking the shop to activate it.
 * Choosing the same offer again while its request is still pending (at the same price) gives that
 * request again instead of queuing a duplicate for the admin; concurrent choices of one user are
 * serialised (SQLite's write lock, PostgreSQL's lock on the user's row), so a double click makes one.
 */
export async function createManualRequest(
  database: DatabaseHandle,
  config: Config,
  input: { uid: string; name: string | null; offerId: string },
  now = Date.now(),
): Promise<ManualRequestAnswer> {
  const offer = (await listPlanOffers(database.db, 'manual')).find((o) => o.id === input.offerId);
  if (!offer) throw new AppError('VALIDATION', 'That plan is not sold by UPI transfer.');
  const { reference, created } = await inWriteTransaction(database, async (trx) => {
    await lockUserRow(database, trx, input.uid);
    const open = await trx
      .selectFrom('manual_requests')
      .select('reference')
      .where('uid', '=', input.uid)
      .where('offer_id', '=', offer.id)
      .where('status', '=', 'pending')
      .where('amount_paise', '=', offer.pricePaise)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (open) return { reference: open.reference, created: false };
    const fresh = newReference();
    await trx
      .insertInto('manual_requests')
      .values({
        reference: fresh,
        uid: input.uid,
        offer_id: offer.id,
        amount_paise: offer.pricePaise,
        grant_coins: offer.coins,
        grant_days: offer.days,
        status: 'pending',
        utr: null,
        reason: null,
        decided_by: null,
        created_at: now,
        decided_at: null,
      })
      .execute();
    return { reference: fresh, created: true };
  });
  return { answer: paymentDetails(config, offer, input, reference), created };
}

/** The UPI link and the WhatsApp activation request of a request for `offer`. */
function paymentDetails(config: Config, offer: PlanOffer, user: { uid: string; name: string | null }, reference: string): ManualRequestResponse {
  const plan = offer.kind === 'pro' ? `${offer.title}, ${offer.days} days` : `${offer.title}, ${offer.coins} coins`;
  const params = [
    ['pa', config.shop.upiVpa],
    ['pn', config.brandName],
    ['am', upiAmount(offer.pricePaise)],
    ['cu', 'INR'],
    ['tn', `${plan} ${reference}`],
    ['tr', reference],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
  const message = [
    `Please activate my plan.`,
    `Name: ${user.name ?? ''}`,
    `User ID: ${user.uid}`,
    `Plan: ${plan}`,
    `Amount: ₹${upiAmount(offer.pricePaise)}`,
    `Reference: ${reference}`,
  ].join('\n');
  return {
    reference,
    upiUri: `upi://pay?${params}`,
    amountPaise: offer.pricePaise,
    whatsappUrl: `https://wa.me/${config.shop.whatsapp}?text=${encodeURIComponent(message)}`,
    shopPhone: config.shop.phone,
  };
}
