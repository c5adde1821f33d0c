import '../src/lib/zod-without-eval'; // as in the browser (CSP without 'unsafe-eval'): zod runs jitless
import { describe, expect, it, vi } from 'vitest';
import { accessResponse } from '@core/contracts/legacy-access';
import { meResponse } from '@core/contracts/me';
import { adjustUserCoins } from '../src/features/admin/api/adjust-user-coins';
import { getUserLedger } from '../src/features/admin/api/get-user-ledger';
import { grantUserPlan } from '../src/features/admin/api/grant-user-plan';
import { listAdminOrders } from '../src/features/admin/api/list-admin-orders';
import { listAuditEntries } from '../src/features/admin/api/list-audit-entries';
import { listContactMessages } from '../src/features/admin/api/list-contact-messages';
import { listManualRequests } from '../src/features/admin/api/list-manual-requests';
import { reconcileOrder } from '../src/features/admin/api/reconcile-order';
import { searchAdminUsers } from '../src/features/admin/api/search-admin-users';
import { apiFetch } from '../src/lib/api-client';
import { meResponseGuard } from '../src/lib/landing-guards';
import { stubBrowser, stubFetchPerTest } from './support/browser-globals';

/**
 * The web checks answers with core's contracts (decision 0023): an answer shaped as the server
 * sends it is read, and the same answer with one value off (a field missing, of the wrong type,
 * a fraction for a whole number, a word the contract does not know) is refused as BAD_RESPONSE.
 */

/** Every copy of `answer` with one value off: each field removed (unless `optional`) and each leaf given a value of the wrong kind. */
function oneValueOff(answer: unknown, optional: readonly string[] = [], at = ''): Array<[string, unknown]> {
  if (Array.isArray(answer)) {
    return answer.flatMap((item, i) =>
      oneValueOff(item, optional, `${at}[${i}]`).map(([where, changed]): [string, unknown] => [where, answer.map((each, j) => (j === i ? changed : each))]),
    );
  }
  if (typeof answer === 'object' && answer !== null) {
    const record = answer as Record<string, unknown>;
    return Object.keys(record).flatMap((key) => {
      const where = at === '' ? key : `${at}.${key}`;
      const changes = oneValueOff(record[key], optional, where).map(([w, changed]): [string, unknown] => [w, { ...record, [key]: changed }]);
      if (!optional.includes(key)) {
        const { [key]: _removed, ...rest } = record;
        changes.push([`${where} missing`, rest]);
      }
      return changes;
    });
  }
  const wrong: unknown[] = typeof answer === 'string' ? [7] : typeof answer === 'number' ? [String(answer), 1.5] : typeof answer === 'boolean' ? ['true'] : [7];
  return wrong.map((value) => [`${at} = ${JSON.stringify(value)}`, value]);
}

const at = '2026-11-20T10:15:00.000Z';
const user = { uid: 'u-asha', email: 'asha@example.in', name: 'Asha Devi', coins: 40, planName: null, remainingDays: 0, createdAt: at };
const order = {
  orderId: 'order_9f2c',
  uid: 'u-asha',
  offerId: 'coins-200',
  amountPaise: 19_900,
  status: 'paid',
  billingName: 'Asha Devi',
  billingPhone: '9812345678',
  createdAt: at,
  fulfilledAt: at,
};
const request = {
  reference: 'UPI-7K2Q9',
  uid: 'u-asha',
  email: null,
  offerId: 'pro-30',
  amountPaise: 29_900,
  status: 'pending',
  utr: null,
  reason: null,
  createdAt: at,
  decidedAt: null,
};

/** Each admin call the console makes, with an answer shaped as the server sends it, and words its contract does not know. */
const adminCalls: Array<{
  name: string;
  call: () => Promise<unknown>;
  answer: Record<string, unknown>;
  read: unknown;
  unknownWords: Array<Record<string, unknown>>;
}> = [
  {
    name: 'GET /api/v1/admin/users',
    call: () => searchAdminUsers('asha'),
    answer: { users: [user, { ...user, uid: 'u-ravi', name: null, planName: 'Pro Plan', remainingDays: 12 }] },
    read: undefined,
    unknownWords: [{ users: [{ ...user, planName: 'Gold Plan' }] }],
  },
  {
    name: 'POST …/coins',
    call: () => adjustUserCoins({ uid: 'u-asha', coins: 5, reason: 'refund' }),
    answer: { user },
    read: user,
    unknownWords: [{ user: { ...user, planName: 'Pro' } }],
  },
  {
    name: 'POST …/plan',
    call: () => grantUserPlan({ uid: 'u-asha', days: 30, documentPrint: true, reason: 'shop' }),
    answer: { user: { ...user, planName: 'Pro Plan', remainingDays: 30 } },
    read: undefined,
    unknownWords: [],
  },
  {
    name: 'GET /api/v1/admin/orders',
    call: () => listAdminOrders('all'),
    answer: { orders: [order, { ...order, orderId: 'order_1', status: 'created', fulfilledAt: null }] },
    read: undefined,
    unknownWords: [{ orders: [{ ...order, status: 'refunded' }] }],
  },
  { name: 'POST …/reconcile', call: () => reconcileOrder('order_9f2c'), answer: { status: 'paid' }, read: 'paid', unknownWords: [{ status: 'settled' }] },
  {
    name: 'GET …/ledger',
    call: () => getUserLedger('u-asha'),
    answer: {
      entries: [
        { id: 'l1', delta: -10, kind: 'print', ref: 'p1', createdAt: at },
        { id: 'l2', delta: 200, kind: 'purchase', ref: 'order_9f2c', createdAt: at },
      ],
    },
    read: undefined,
    unknownWords: [{ entries: [{ id: 'l1', delta: 5, kind: 'gift', ref: 'x', createdAt: at }] }],
  },
  {
    name: 'GET …/contact-messages',
    call: () => listContactMessages(),
    answer: { messages: [{ id: 'm1', name: 'Ravi', email: 'ravi@example.in', message: 'Is the shop open on Sunday?', uid: null, createdAt: at }] },
    read: undefined,
    unknownWords: [],
  },
  {
    name: 'GET …/audit',
    call: () => listAuditEntries(),
    answer: { entries: [{ id: 'a1', adminUid: 'u-admin', action: 'coins', target: 'u-asha', payload: '{"coins":5,"reason":"refund"}', at }] },
    read: undefined,
    unknownWords: [{ entries: [{ id: 'a1', adminUid: 'u-admin', action: 'delete-user', target: 'u-asha', payload: '{}', at }] }],
  },
  {
    name: 'GET …/manual-requests',
    call: () => listManualRequests('pending'),
    answer: { requests: [request, { ...request, reference: 'UPI-2', status: 'approved', utr: 'UTR123456', decidedAt: at }] },
    read: undefined,
    unknownWords: [{ requests: [{ ...request, status: 'lost' }] }],
  },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe("the admin console reads answers with core's admin contracts", () => {
  const fetchMock = stubFetchPerTest('csrf=t');

  it.each(adminCalls)('$name: the answer as the server sends it is read', async ({ call, answer, read }) => {
    fetchMock.mockResolvedValueOnce(json(answer));
    const result = await call();
    expect(result).toEqual(read ?? Object.values(answer)[0]);
  });

  it.each(adminCalls)('$name: one value off is a BAD_RESPONSE', async ({ call, answer, unknownWords }) => {
    const changes = [...oneValueOff(answer), ...unknownWords.map((changed): [string, unknown] => [`unknown word in ${JSON.stringify(changed)}`, changed])];
    expect(changes.length).toBeGreaterThan(2);
    for (const [where, changed] of changes) {
      fetchMock.mockResolvedValueOnce(json(changed));
      const failure = await call().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure, where).toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    }
  });
});

describe("the mobile app's access answer and the signed-in user, by their contracts", () => {
  const granted = { success: true, message: 'Coins deducted successfully.', data: { usedCoins: true, coins: 30 } };
  const short = { success: false, data: { usedCoins: false, coins: 4 } };
  const me = { uid: 'u-asha', email: 'asha@example.in', name: 'Asha Devi', photoURL: null, isAdmin: false };

  it('accessResponse reads a granted and a refused answer, and refuses any one value off', () => {
    for (const answer of [granted, short]) {
      expect(accessResponse.parse(answer)).toEqual(answer);
      for (const [where, changed] of oneValueOff(answer, ['message'])) expect(accessResponse.safeParse(changed).success, where).toBe(false);
    }
    expect(accessResponse.safeParse({ ...granted, data: { usedCoins: true, coins: -1 } }).success).toBe(false);
  });

  it('meResponse and the landing guard both read the user and both refuse any one value off', async () => {
    for (const answer of [me, { ...me, name: null, photoURL: 'https://photos.example/a.jpg', isAdmin: true }]) {
      expect(meResponse.parse(answer)).toEqual(answer);
      expect(meResponseGuard.safeParse(answer).success).toBe(true);
      for (const [where, changed] of oneValueOff(answer)) {
        expect(meResponse.safeParse(changed).success, where).toBe(false);
        expect(meResponseGuard.safeParse(changed).success, where).toBe(false);
      }
    }
    stubBrowser('csrf=t');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(me))
        .mockResolvedValueOnce(json({ ...me, isAdmin: 'no' })),
    );
    await expect(apiFetch('/api/v1/me', { schema: meResponse })).resolves.toEqual(me);
    await expect(apiFetch('/api/v1/me', { schema: meResponse })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    vi.unstubAllGlobals();
  });
});
