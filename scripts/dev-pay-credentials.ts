// Prints the payment simulator's credentials (development only; no money moves): what a Cashfree
// client (our own, or Cashfree's SDK) needs to call /dev-pay as it would call Cashfree. Reads the
// same environment as the server (SESSION_SECRET, else the generated one in DATA_DIR; PUBLIC_URL):
//   npx tsx scripts/dev-pay-credentials.ts
import { ConfigError, loadConfig } from '../server/src/config/env';
import { devPayCredentials } from '../server/src/modules/dev-pay/dev-pay-credentials';

try {
  const config = loadConfig();
  if (config.isProduction || config.payment.gateway !== 'simulator') {
    console.error('The payment simulator is not mounted with this environment (production, or PAYMENT_GATEWAY=cashfree).');
    process.exit(1);
  }
  const { appId, secretKey } = devPayCredentials(config.sessionSecret);
  const baseUrl = `${config.publicUrl.origin}/dev-pay/pg`;
  console.log(`Payment simulator (API version 2025-01-01), for callers on this machine only:
  base URL         ${baseUrl}
  x-client-id      ${appId}
  x-client-secret  ${secretKey}
  webhooks         signed with the secret key, as Cashfree signs them
With cashfree-pg: const cashfree = new Cashfree(CFEnvironment.SANDBOX, '${appId}', '<secret>', undefined, undefined, undefined, false);
                  cashfree.basePath = '${baseUrl}';`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
