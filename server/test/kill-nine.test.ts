import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../scripts/lib/local-server';
import { buildApp } from '../src/app';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { signWebhook } from '../src/modules/payments/cashfree-gateway';
import { GATEWAY_CHECK_INTERVAL_MS, sweepUnfinishedOrders } from '../src/modules/payments/reconcile-order';
import { testConfig } from './support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-databases';
import { createSignedInUser } from './support/test-users';

/** How long a server process may take to start (transpiling on a fresh clone, a busy machine): a setting, not a figure under test. */
const SERVER_READY_MS = 90_000;

/**
 * A server process killed with SIGKILL in the middle of a burst of clean-print charges and of the
 * payment simulator's webhook deliveries, then started again on the same database: what a client was
 * told is kept, nothing is credited twice, the ledger adds up, and the sweeper finishes the orders left
 * half done.
 */

const CHARGES = 300;
const CHARGES_AT_A_TIME = 12;
/** Acknowledged charges before the payments start; the kill comes a few acknowledgements later. */
const PAY_AFTER_ACKS = 20;
const KILL_AFTER_ACKS = 26;
const ORDERS = 5;
const START_COINS = 100_000;
const ORDER_COINS = 200;
const SESSION_SECRET = 'kill-nine-test-session-secret-0123456789';

/** Runs `work` over `items`, `atATime` at once. */
async function inPool<T>(items: T[], atATime: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: atATime }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe.each(testEngines)('kill -9 in the middle of charges and webhooks on %s', (engine) => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    cleanup.length = 0;
  });

  it(
    'keeps every acknowledged charge, credits each paid order once after redelivery and the sweep, and the ledger adds up',
    { timeout: 4 * SERVER_READY_MS },
    async ({ annotate }) => {
      const database: TestDatabase = await createTestDatabase(engine);
      cleanup.push(() => database.drop());
      const env = { DATABASE_URL: database.url, SESSION_SECRET, RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'fatal' };
      const started = Date.now();
      const first: LocalServer = await startLocalServer({ env, logs: 'ignore', readyTimeoutMs: SERVER_READY_MS });
      // Once killed, its exitCode stays null (it has a signalCode), which stop() would wait on forever: its folder goes directly.
      cleanup.push(async () => (first.process.signalCode ? rmSync(first.dataDir, { recursive: true, force: true }) : first.stop()));
      const phase: Record<string, number> = { started: Date.now() - started };

      // This process on the same database: it seeds the user, reads the ledger, and sweeps as the restarted server's timer would.
      const local = await buildApp(testConfig(database.url, env), { sweeper: false, logger: false });
      cleanup.push(() => local.close());
      const db = local.database.db;
      const user = await createSignedInUser(local.database, { coins: START_COINS });
      const uid = user.uid;
      const headers = { ...user.headers, 'content-type': 'application/json' };

      const orders: Array<{ order_id: string; payment_session_id: string }> = [];
      for (let i = 0; i < ORDERS + 1; i += 1) {
        const res = await fetch(`${first.baseURL}/api/v1/orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: '' }),
        });
        expect(res.status).toBe(201);
        orders.push((await res.json()) as { order_id: string; payment_session_id: string });
      }
      // One order paid at the gateway whose webhook never came (lost on the way): only the sweeper can finish it.
      const lost = orders.pop()!;
      const lostRow = await db.selectFrom('dev_pay_orders').select('body').where('order_id', '=', lost.order_id).executeTakeFirstOrThrow();
      const lostAmount = (JSON.parse(lostRow.body) as { order_amount: number }).order_amount;
      await db
        .updateTable('dev_pay_orders')
        .set({
          status: 'PAID',
          payments: JSON.stringify([
            {
              cf_payment_id: `lost-${lost.order_id}`,
              payment_status: 'SUCCESS',
              payment_amount: lostAmount,
              payment_currency: 'INR',
              payment_time: new Date().toISOString(),
            },
          ]),
        })
        .where('order_id', '=', lost.order_id)
        .execute();

      // The burst: charges with an Idempotency-Key each; the simulator's "pay" (which sends its signed webhook) for every order; SIGKILL.
      const keys = Array.from({ length: CHARGES }, (_, i) => `burst-${i}-${randomUUID().slice(0, 8)}`);
      const charge = (server: LocalServer, key: string) =>
        fetch(`${server.baseURL}/api/v1/check-access/photo-print`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify({ userId: uid, requiredCoins: 1, documentId: key }),
        });
      const acknowledged: string[] = [];
      let unanswered = 0;
      const pays: Array<Promise<unknown>> = [];
      const killed = new Promise((resolve) => first.process.once('exit', resolve));
      await inPool(keys, CHARGES_AT_A_TIME, async (key) => {
        try {
          const res = await charge(first, key);
          const body = (await res.json()) as { success?: boolean };
          if (res.status === 200 && body.success === true) acknowledged.push(key);
        } catch {
          unanswered += 1;
          return;
        }
        if (acknowledged.length === PAY_AFTER_ACKS) {
          for (const order of orders)
            pays.push(fetch(`${first.baseURL}/dev-pay/checkout/${order.payment_session_id}/pay`, { method: 'POST', redirect: 'manual' }).catch(() => null));
        }
        if (acknowledged.length === KILL_AFTER_ACKS) first.process.kill('SIGKILL');
      });
      await Promise.all(pays);
      await killed;
      expect(first.process.signalCode).toBe('SIGKILL');
      expect(unanswered).toBeGreaterThan(0);

      // What the kill left: orders paid at the gateway but not credited are the ones half done.
      const credited = async (orderId: string) => (await db.selectFrom('ledger').select('id').where('ref', '=', `order:${orderId}`).execute()).length;
      const all = [...orders, lost];
      const paidAtGateway = new Set(
        (
          await db
            .selectFrom('dev_pay_orders')
            .select('order_id')
            .where('status', '=', 'PAID')
            .where(
              'order_id',
              'in',
              all.map((o) => o.order_id),
            )
            .execute()
        ).map((row) => row.order_id),
      );
      const halfDone: string[] = [];
      for (const order of all) if (paidAtGateway.has(order.order_id) && (await credited(order.order_id)) === 0) halfDone.push(order.order_id);
      expect(halfDone).toContain(lost.order_id);

      phase.killed = Date.now() - started;
      // Restarted on the same database.
      const second = await startLocalServer({ env, logs: 'ignore', readyTimeoutMs: SERVER_READY_MS });
      phase.restarted = Date.now() - started;
      cleanup.push(() => second.stop());

      // Every charge the client was told about is in the ledger, once.
      const ledgerRefs = async () => (await db.selectFrom('ledger').select('ref').where('uid', '=', uid).execute()).map((row) => row.ref);
      const refs = await ledgerRefs();
      for (const key of acknowledged)
        expect(
          refs.filter((ref) => ref === `app:${uid}:${key}`),
          `acknowledged charge ${key}`,
        ).toHaveLength(1);

      // The client retries everything with the same keys: each charge at most once, whether or not it was answered before.
      await inPool(keys, CHARGES_AT_A_TIME, async (key) => {
        const res = await charge(second, key);
        expect(res.status, key).toBe(200);
      });
      const afterRetry = await ledgerRefs();
      for (const key of keys)
        expect(
          afterRetry.filter((ref) => ref === `app:${uid}:${key}`),
          `charge ${key} after the retry`,
        ).toHaveLength(1);

      // The sweeper finishes the half-done orders (and leaves unpaid ones alone). Its next run comes after the
      // 10-second gateway gate: a check the killed server stamped just before dying holds an order back until then.
      await sweepUnfinishedOrders({ database: local.database, gateway: local.paymentGateway, log: local.log }, Date.now() + GATEWAY_CHECK_INTERVAL_MS + 1);
      for (const order of all) {
        const paid = paidAtGateway.has(order.order_id);
        expect(await credited(order.order_id), `order ${order.order_id} (paid at the gateway: ${paid})`).toBe(paid ? 1 : 0);
        const row = await db.selectFrom('orders').select('status').where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
        expect(row.status).toBe(paid ? 'paid' : 'active');
      }

      // Cashfree delivers the webhooks again (twice each, at once): nothing more is credited.
      for (const order of all.filter((o) => paidAtGateway.has(o.order_id))) {
        const gatewayRow = await db.selectFrom('dev_pay_orders').select('payments').where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
        const payment = (JSON.parse(gatewayRow.payments) as Array<{ cf_payment_id: string; payment_status: string }>).find(
          (p) => p.payment_status === 'SUCCESS',
        )!;
        const raw = JSON.stringify({
          data: { order: { order_id: order.order_id }, payment },
          event_time: new Date().toISOString(),
          type: 'PAYMENT_SUCCESS_WEBHOOK',
        });
        const timestamp = String(Date.now());
        const deliveries = await Promise.all(
          [0, 1].map(() =>
            fetch(`${second.baseURL}/api/v1/payments/cashfree/webhook`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-webhook-timestamp': timestamp,
                'x-webhook-signature': signWebhook(local.paymentGateway.webhookSecret, timestamp, raw),
              },
              body: raw,
            }),
          ),
        );
        expect(deliveries.map((res) => res.status)).toEqual([200, 200]);
        expect(await credited(order.order_id), `order ${order.order_id} after redelivery`).toBe(1);
      }

      // Balances equal the ledger's sums, and this user's is what was bought less what was charged.
      expect(await checkLedgerInvariant(db)).toEqual([]);
      expect(await readBalance(db, uid)).toBe(START_COINS - CHARGES + ORDER_COINS * paidAtGateway.size);
      // What the kill hit this time, in the reporter's output.
      await annotate(
        `[kill -9 on ${engine}] acknowledged ${acknowledged.length} of ${CHARGES} charges before the kill, ${unanswered} unanswered; ` +
          `${paidAtGateway.size} of ${all.length} orders paid at the gateway, ${halfDone.length} left half done for the sweeper; ` +
          `ms since start: first server ready ${phase.started}, killed ${phase.killed}, restarted ${phase.restarted}, checked ${Date.now() - started}`,
      );
    },
  );
});
