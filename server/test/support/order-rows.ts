import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../src/db/schema';

/**
 * A row of `orders` as the portal writes one for the 200-coin offer through the simulator, put
 * straight into the database by a test that needs an order the gateway never saw or one made long ago.
 * `order_id` and `uid` are the test's; everything else may be overridden.
 */
export function coinOrderRow(row: Pick<Insertable<OrdersTable>, 'order_id' | 'uid'> & Partial<Insertable<OrdersTable>>): Insertable<OrdersTable> {
  const now = Date.now();
  return {
    offer_id: 'coins-200',
    amount_paise: 20000,
    currency: 'INR',
    grant_coins: 200,
    grant_days: null,
    status: 'active',
    gateway: 'simulator',
    cf_order_id: null,
    payment_session_id: null,
    billing_name: 'Asha',
    billing_phone: '9876543210',
    billing_address: '',
    created_at: now,
    updated_at: now,
    fulfilled_at: null,
    expires_at: null,
    ...row,
  };
}
