import { signedInUser } from './browser-session';
import { testAppPerSuite } from './test-app';
import type { TestEngine } from './test-databases';

/**
 * The app the admin console's tests run against, built for the calling `describe` (testAppPerSuite), with
 * owner@shop.in its one admin; `as(email)` signs anyone in, named after their address.
 */
export function adminConsoleApp(engine: TestEngine) {
  const t = testAppPerSuite(engine, { ADMIN_EMAILS: 'owner@shop.in', RATE_LIMIT_FACTOR: '100' });
  const as = (email: string) => signedInUser(t.app, { email, name: email.split('@')[0] });
  return { t, as };
}
