import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPlansResponse, listServicesResponse } from '@core/contracts/catalog';
import { errorBody } from '@core/contracts/error-body';
import { meResponse } from '@core/contracts/me';
import { premiumResponse } from '@core/contracts/premium';
import { siteResponse } from '@core/contracts/site';
import {
  errorBodyGuard,
  listPlansResponseGuard,
  listServicesResponseGuard,
  meResponseGuard,
  premiumResponseGuard,
  siteResponseGuard,
} from '../../web/src/lib/landing-guards';
import type { ResponseGuard } from '../../web/src/lib/response-guards';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

/**
 * Decision 0023: the landing page checks its answers with zod-free guards, and each must say
 * exactly what core's contract says. Held on the server's real answers, and on every change of
 * one value in them to another of a few kinds (wrong type, null, out of range, unknown word,
 * missing), so a contract that changes without its guard (or a guard without its contract) fails here.
 */
const replacements: unknown[] = [undefined, null, '', 'unknown', 0, -1, 1.5, 2 ** 53, 1, true, [], {}];

/** Every value reached in `answer`, each replaced in turn by each of `replacements` (and each array emptied). */
function* oneChangeFrom(answer: unknown): Generator<unknown> {
  if (Array.isArray(answer)) {
    yield [];
    for (let i = 0; i < answer.length; i++) {
      for (const changed of oneChangeFrom(answer[i])) yield answer.map((item, j) => (j === i ? changed : item));
    }
  } else if (typeof answer === 'object' && answer !== null) {
    const record = answer as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      for (const changed of oneChangeFrom(record[key])) {
        const copy = { ...record, [key]: changed };
        if (changed === undefined) delete copy[key];
        yield copy;
      }
    }
  }
  yield* replacements;
}

interface Contract {
  safeParse(data: unknown): { success: boolean };
}

function expectAgreement(name: string, answer: unknown, guard: ResponseGuard<unknown>, contract: Contract) {
  expect(contract.safeParse(answer).success, `${name}: the real answer fits core's contract`).toBe(true);
  expect(guard.safeParse(answer).success, `${name}: the real answer passes the guard`).toBe(true);
  let changes = 0;
  for (const changed of oneChangeFrom(answer)) {
    changes++;
    const byContract = contract.safeParse(changed).success;
    if (guard.safeParse(changed).success !== byContract) {
      expect.fail(
        `${name}: the guard ${byContract ? 'refuses' : 'accepts'} what the contract ${byContract ? 'accepts' : 'refuses'}: ${JSON.stringify(changed)}`,
      );
    }
  }
  expect(changes).toBeGreaterThan(10);
}

describe.each(testEngines)('the landing page guards agree with core contracts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.json<unknown>();
  };

  it('GET /api/v1/site', async () => {
    expectAgreement('site', await get('/api/v1/site'), siteResponseGuard, siteResponse);
  });

  it('GET /api/v1/services', async () => {
    expectAgreement('services', await get('/api/v1/services'), listServicesResponseGuard, listServicesResponse);
  });

  it('GET /api/v1/plans, all and by channel', async () => {
    for (const url of ['/api/v1/plans', '/api/v1/plans?channel=online', '/api/v1/plans?channel=manual']) {
      expectAgreement(url, await get(url), listPlansResponseGuard, listPlansResponse);
    }
  });

  it('GET /api/v1/me and GET /api/v1/premium/:uid of a signed-in user', async () => {
    const user = await signedInUser(t.app, { email: 'landing-guards@example.in', name: 'Asha Devi' });
    const me = await user.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expectAgreement('me', me.json<unknown>(), meResponseGuard, meResponse);
    const premium = await user.get(`/api/v1/premium/${user.uid}`);
    expect(premium.statusCode).toBe(200);
    expectAgreement('premium', premium.json<unknown>(), premiumResponseGuard, premiumResponse);
  });

  it('error answers {code, message}: signed out, unknown path, bad input', async () => {
    const answers = [
      await t.app.inject({ url: '/api/v1/me' }),
      await t.app.inject({ url: '/api/v1/no-such-thing' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { name: '', email: 'x', message: '' } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([401, 404, 400]);
    for (const res of answers) expectAgreement(`error ${res.statusCode}`, res.json<unknown>(), errorBodyGuard, errorBody);
  });
});
