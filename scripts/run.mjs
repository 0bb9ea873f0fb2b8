// Small helpers shared by the test, e2e and bench scripts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', shell: false, ...opts });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

/** The local binary of a dev dependency. */
export function bin(name) {
  return `node_modules/.bin/${name}`;
}

/** The system Chromium (docs/architecture.md §9): CHROMIUM_PATH, else the Debian path. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p)) ?? candidates[0];
}

/** The flags every headless Chromium of the scripts and the browser tests starts with (no sandbox in a container). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the system Chromium headless with CHROMIUM_ARGS. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
