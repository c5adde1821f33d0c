import { createHmac } from 'node:crypto';

/** The simulator's x-client-id. */
const DEV_PAY_APP_ID = 'dev-pay-app';

/**
 * The simulator's credentials, as Cashfree's app id and secret key: the id is fixed, the secret
 * derived from SESSION_SECRET, so it is stable across restarts and differs between installations.
 * The secret key also signs the webhooks, as Cashfree's does.
 */
export const devPayCredentials = (sessionSecret: string) => ({
  appId: DEV_PAY_APP_ID,
  secretKey: createHmac('sha256', sessionSecret).update('dev-pay secret key').digest('base64url'),
});
