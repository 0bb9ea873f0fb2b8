// `npm run serve`: the production console over real HTTP (docs/architecture.md, "The simulator over HTTP").
// Builds dist/ (unless --no-build), starts the simulated backend (`npm run sim:server`, SQLite on disk) unless
// --api names a backend already running, and serves dist/ as a deployment's web server does: files, index.html
// for every other path, /api passed on to the backend. Several people open the printed address and share one world.
//   --port N (default $PORT or 8080)   --host H (default 127.0.0.1; 0.0.0.0 lets the team's machines in)
//   --api URL   a backend already running (default: start the simulator on --sim-port, 8686)
//   --sim-port N   --db FILE   --reset   passed to the simulator      --no-build   serve dist/ as it is
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bin, run } from './run.mjs';
import { simModules } from './sim-loader.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    api: { type: 'string' },
    'sim-port': { type: 'string', default: process.env.SIM_PORT ?? '8686' },
    db: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    dir: { type: 'string', default: 'dist' },
  },
});

if (!values['no-build'] || !existsSync(`${values.dir}/index.html`)) {
  const code = await run(bin('vite'), ['build', '--outDir', values.dir, '--emptyOutDir', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

let simulator = null;
let api = values.api;
if (!api) {
  const args = [
    'scripts/sim-server.mjs',
    '--port',
    values['sim-port'],
    ...(values.db ? ['--db', values.db] : []),
    ...(values.reset ? ['--reset'] : []),
  ];
  simulator = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  api = await new Promise((resolve, reject) => {
    simulator.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const found = /on (http:\/\/\S+)\/api/.exec(String(chunk));
      if (found) resolve(found[1]);
    });
    simulator.on('exit', (code) => reject(new Error(`the simulator stopped (exit ${code})`)));
  });
}

const modules = await simModules({ server: 'services/mock/sim-server-entry.ts', config: 'vite.config.ts' });
const { createConsoleServer, listen } = await modules.load('server');
const { CONTENT_SECURITY_POLICY } = await modules.load('config');
const server = createConsoleServer({
  api: { proxyTo: api },
  staticDir: values.dir,
  // the policy of the built index.html plus frame-ancestors, which a <meta> cannot carry (as the README's nginx block)
  staticHeaders: { 'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'self'` },
});
const url = await listen(server, Number(values.port), values.host);
console.log(`console on ${url} (production build ${values.dir}/, /api → ${api})`);

const stop = () => {
  server.close();
  server.closeAllConnections();
  simulator?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
