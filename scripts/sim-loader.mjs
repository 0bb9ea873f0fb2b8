// Loads modules of the simulated backend (TypeScript with the project's path aliases) into this Node process: the
// same source the in-browser simulator is built from, bundled with rolldown (packages stay imports of node_modules)
// into a folder of this process under node_modules/.cache, which goes when the process ends.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const ALIASES = { '@services': 'services', '@machines': 'machines', '@': 'src' };
const isPackage = (id) => /^(node:|[a-z@][^:]*$)/.test(id) && !Object.keys(ALIASES).some((a) => id === a || id.startsWith(`${a}/`));

/**
 * Bundles `entries` ({ name: 'services/mock/simulator.ts', … }) and returns `load(name)`, which imports one of them.
 * Entries bundled together share their modules (one simulator module graph).
 */
export async function simModules(entries) {
  const root = process.cwd();
  const dir = join(root, 'node_modules', '.cache', 'sim-server', String(process.pid));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  await build({
    input: entries,
    platform: 'node',
    resolve: { alias: Object.fromEntries(Object.entries(ALIASES).map(([a, p]) => [a, resolve(root, p)])) },
    external: isPackage,
    write: true,
    output: { dir, format: 'esm', entryFileNames: '[name].mjs' },
    logLevel: 'warn',
  });
  return { load: (name) => import(pathToFileURL(join(dir, `${name}.mjs`)).href) };
}
