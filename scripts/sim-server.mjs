// `npm run sim:server`: the simulated backend as an HTTP server (docs/architecture.md, "The simulator over HTTP").
//   --port N     port (default $SIM_PORT or 8686)      --host H   address (default 127.0.0.1)
//   --db FILE    SQLite file of the world (default .sim/simulator.sqlite; ':memory:' keeps nothing)
//   --reset      reseed the world (and forget the switches) before serving
//   --static DIR also serve a built console from DIR, falling back to its index.html
//   --fixed-dates seed the world on its fixed dates (early 2024), not dated up to today as the demo is
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { simModules } from './sim-loader.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SIM_PORT ?? '8686' },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: '.sim/simulator.sqlite' },
    reset: { type: 'boolean', default: false },
    static: { type: 'string' },
    'fixed-dates': { type: 'boolean', default: false },
  },
});

const modules = await simModules({ server: 'services/mock/sim-server-entry.ts' });
const { openSqliteStorage, createSimulator, createSimHttpServer, listen } = await modules.load('server');

if (values.db !== ':memory:') mkdirSync(dirname(values.db), { recursive: true });
const storage = openSqliteStorage(values.db);
if (values.reset) storage.clear();
const simulator = createSimulator({ storage, datedToday: !values['fixed-dates'] });
const server = createSimHttpServer({ simulator: () => simulator, ...(values.static ? { staticDir: values.static } : {}) });
const url = await listen(server, Number(values.port), values.host);
console.log(`simulated backend on ${url}/api (admin ${url}/__sim/state), world in ${values.db}`);

const stop = () => {
  server.close();
  server.closeAllConnections();
  storage.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
