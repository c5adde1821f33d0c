import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ManualRequestResponse } from '@core/contracts/manual-requests';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { Database } from '../../db/schema';
import { listPlanOffers } from '../catalog/list-plan-offers';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () => `MR${Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** Formats paise as rupees for a UPI amount: `1000.00`. */
const upiAmount = (paise: number) => (paise / 100).toFixed(2);

/**
 * Records a pending manual (UPI) purchase, priced from the catalog, and gives the payment details:
 * a UPI link carrying the reference, and a WhatsApp message asking the shop to activate it.
 */
export async function createManualRequest(
  db: Kysely<Database>,
  config: Config,
  input: { uid: string; name: string | null; offerId: string },
  now = Date.now(),
): Promise<ManualRequestResponse> {
  const offer = (await listPlanOffers(db, 'manual')).find((o) => o.id === input.offerId);
  if (!offer) throw new AppError('VALIDATION', 'That plan is not sold by UPI transfer.');
  const reference = newReference();
  await db
    .insertInto('manual_requests')
    .values({
      reference,
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
    `Name: ${input.name ?? ''}`,
    `User ID: ${input.uid}`,
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
