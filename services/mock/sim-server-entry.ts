/** What the Node scripts of the simulator over HTTP load (scripts/sim-server.mjs, scripts/serve.mjs): one bundle. */
export { createSimulator } from './simulator';
export { openSqliteStorage } from './sqlite-storage';
export { createConsoleServer, createSimHttpServer, listen } from './http-server';
