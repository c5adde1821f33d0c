// Builds the app from this process's environment, closes it, and prints (JSON) the URL of every
// module the process resolved on the way: a fresh process is the only honest view of what
// building the app loads. A module-resolution hook, registered before the app is imported,
// reports each URL over a message port.
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const loaded: string[] = [];
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => loaded.push(url));
const hooks = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) { const result = await next(specifier, context); port.postMessage(result.url); return result; }`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });

const { loadConfig } = await import('../../src/config/env');
const { buildApp } = await import('../../src/app');
const app = await buildApp(loadConfig(process.env, { generateSecrets: false }), { logger: false, sweeper: false });
await app.close();
// The hook posted each URL before the import it resolved went on; one turn of the event loop delivers them.
await new Promise((resolve) => setTimeout(resolve, 50));
port1.close();
process.stdout.write(JSON.stringify(loaded));
