import { istTime, rupees } from './cashfree-json';

/** The create-order request as the simulator keeps it (dev_pay_orders.body), its order_id filled in. */
export interface SimOrderRequest {
  order_id: string;
  order_amount: number;
  order_currency: 'INR';
  customer_details: { customer_id: string; customer_phone: string; customer_name?: string | undefined; customer_email?: string | undefined };
  order_meta?: { return_url?: string | undefined; notify_url?: string | undefined; payment_methods?: string | null | undefined } | undefined;
  order_tags?: Record<string, string> | undefined;
  order_note?: string | undefined;
  order_expiry_time?: string | undefined;
}

/** Cashfree's error_details of a failed payment. */
export interface ErrorDetails {
  error_code: string;
  error_description: string;
  error_reason: string;
  error_source: string;
  error_code_raw: string;
  error_description_raw: string;
  error_subcode_raw: string;
}

/** A payment as the simulator keeps it (dev_pay_orders.payments): times in ms-precise UTC ISO; the rest optional for older rows. */
export interface SimPayment {
  cf_payment_id: string;
  payment_status: 'SUCCESS' | 'FAILED';
  payment_amount: number;
  payment_currency: 'INR';
  payment_time: string;
  payment_message?: string;
  bank_reference?: string;
  error_details?: ErrorDetails | null;
}

/** What the simulator's Fail button stands for: the customer declined at the bank. */
export const simulatedDecline: ErrorDetails = {
  error_code: 'TRANSACTION_DECLINED',
  error_description: 'Transaction declined by the customer (payment simulator)',
  error_reason: 'auth_declined',
  error_source: 'customer',
  error_code_raw: 'ZA',
  error_description_raw: 'TRANSACTION DECLINED BY CUSTOMER',
  error_subcode_raw: 'U69',
};

interface SimOrderRow {
  order_id: string;
  cf_order_id: string;
  payment_session_id: string;
  created_at: number;
}

/** The UPI payment method every simulated payment uses. */
const paymentMethod = { upi: { channel: 'collect', upi_id: 'customer@upi' } };

/** Cashfree's Order entity (API 2025-01-01): amounts in rupees with two decimals, times in IST, order_meta echoed. */
export function orderEntity(row: SimOrderRow, body: SimOrderRequest, status: string, expiresAt: number) {
  return {
    cf_order_id: row.cf_order_id,
    order_id: row.order_id,
    entity: 'order',
    order_currency: body.order_currency,
    order_amount: rupees(body.order_amount),
    order_status: status,
    payment_session_id: row.payment_session_id,
    order_expiry_time: istTime(expiresAt),
    order_note: body.order_note ?? null,
    created_at: istTime(row.created_at),
    order_splits: [],
    customer_details: {
      customer_id: body.customer_details.customer_id,
      customer_name: body.customer_details.customer_name ?? null,
      customer_email: body.customer_details.customer_email ?? null,
      customer_phone: body.customer_details.customer_phone,
      customer_uid: null,
    },
    order_meta: {
      return_url: body.order_meta?.return_url ?? null,
      notify_url: body.order_meta?.notify_url ?? null,
      payment_methods: body.order_meta?.payment_methods ?? null,
    },
    order_tags: body.order_tags ?? null,
  };
}

/** Cashfree's Payment entity, as Get Payments for an Order lists it. */
export function paymentEntity(body: SimOrderRequest, payment: SimPayment) {
  const at = Date.parse(payment.payment_time);
  return {
    cf_payment_id: payment.cf_payment_id,
    order_id: body.order_id,
    entity: 'payment',
    error_details: payment.error_details ?? null,
    is_captured: payment.payment_status === 'SUCCESS',
    order_amount: rupees(body.order_amount),
    payment_group: 'upi',
    payment_currency: payment.payment_currency,
    payment_amount: rupees(payment.payment_amount),
    payment_time: istTime(at),
    payment_completion_time: istTime(at),
    payment_status: payment.payment_status,
    payment_message: payment.payment_message ?? null,
    bank_reference: payment.bank_reference ?? null,
    auth_id: null,
    authorization: null,
    payment_method: paymentMethod,
  };
}

/**
 * A failed payment's error_details as a webhook carries them (Cashfree's PaymentWebhookErrorEntity):
 * the payments entity's fields without `error_subcode_raw`, which belongs to that entity only.
 */
function webhookErrorDetails(details: ErrorDetails) {
  const { error_code, error_description, error_reason, error_source, error_code_raw, error_description_raw } = details;
  return { error_code, error_description, error_reason, error_source, error_code_raw, error_description_raw };
}

/** Cashfree's PAYMENT_SUCCESS_WEBHOOK or PAYMENT_FAILED_WEBHOOK for a payment just made; data.error_details on a failure only. */
export function paymentWebhookEvent(row: SimOrderRow, body: SimOrderRequest, payment: SimPayment, now: number) {
  const failed = payment.payment_status === 'FAILED';
  return {
    data: {
      order: { order_id: row.order_id, order_amount: rupees(body.order_amount), order_currency: body.order_currency, order_tags: body.order_tags ?? null },
      payment: {
        cf_payment_id: payment.cf_payment_id,
        payment_status: payment.payment_status,
        payment_amount: rupees(payment.payment_amount),
        payment_currency: payment.payment_currency,
        payment_message: payment.payment_message ?? null,
        payment_time: istTime(Date.parse(payment.payment_time)),
        bank_reference: payment.bank_reference ?? null,
        auth_id: null,
        payment_method: paymentMethod,
        payment_group: 'upi',
      },
      customer_details: {
        customer_name: body.customer_details.customer_name ?? null,
        customer_id: body.customer_details.customer_id,
        customer_email: body.customer_details.customer_email ?? null,
        customer_phone: body.customer_details.customer_phone,
      },
      ...(failed ? { error_details: webhookErrorDetails(payment.error_details ?? simulatedDecline) } : {}),
      payment_gateway_details: {
        gateway_name: 'CASHFREE',
        gateway_order_id: row.cf_order_id,
        gateway_payment_id: payment.cf_payment_id,
        gateway_status_code: null,
        gateway_settlement: 'CASHFREE',
      },
      payment_offers: null,
    },
    event_time: istTime(now),
    type: failed ? 'PAYMENT_FAILED_WEBHOOK' : 'PAYMENT_SUCCESS_WEBHOOK',
  };
}
