// `npm start`: builds the web app when it has not been built yet or a source is newer than the
// build (after a `git pull`, say), then starts the server. The server parses its own configuration;
// with none set it runs on the embedded defaults.
import { spawnSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { webBuildNeeded } from './lib/web-build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Whether the web app's build tools (dev dependencies) are installed: a production install (`npm ci --omit=dev`) leaves them out. */
function canBuildWeb() {
  try {
    createRequire(import.meta.url).resolve('vite');
    return true;
  } catch {
    return false;
  }
}

const buildNeeded = webBuildNeeded(root);
if (buildNeeded === 'stale' && !canBuildWeb()) {
  // A production install ships its build: serve it as it is.
  console.warn('web/dist is older than the sources, and the build tools are not installed: serving it as it is.');
} else if (buildNeeded) {
  if (!canBuildWeb()) {
    console.error('web/dist is not built and the build tools are not installed (npm ci --omit=dev leaves them out).');
    console.error(
      'Build it where the dev dependencies are installed (`npm ci && npm run build`), then ship web/dist with the server or drop the dev dependencies afterwards (`npm prune --omit=dev`).',
    );
    process.exit(1);
  }
  console.log(buildNeeded === 'missing' ? 'Building the web app (first start)…' : 'Building the web app again (its sources are newer than web/dist)…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app could not be built. Run `npm run build` to see why.');
    process.exit(build.status ?? 1);
  }
}

// tsx reads the @core/* alias from the tsconfig.json it finds where the server starts: name it, wherever npm start is run from.
const env = { ...process.env, TSX_TSCONFIG_PATH: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
