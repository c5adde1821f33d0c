/**
 * zod 4 probes whether it may compile its object checks with `new Function` the first time one runs.
 * Under the portal's CSP (no 'unsafe-eval') the probe throws and zod falls back, but the browser still
 * reports a `securitypolicyviolation` (script-src, eval) on every page that checks an API answer.
 * jitless skips the probe. zod reads this global when it loads (it is the one `config()` writes), so
 * setting it here, before any lazy chunk imports zod, keeps zod out of the entry bundle.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
