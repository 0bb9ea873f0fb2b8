import '@testing-library/jest-dom/vitest';
import * as React from 'react';

// This file runs before every test file, also when files share a worker's page and modules (`isolate: false`):
// what it installs is installed once.

// Blueprint's toaster renders in its own root outside the tested tree; React's act() warnings about
// it are noise here (assertions wait for what the user sees instead).
const quiet = Symbol.for('fleet-console.tests.quietConsoleError');
if (!(console.error as { [quiet]?: true })[quiet]) {
  const originalError = console.error;
  console.error = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
      originalError(...args);
    },
    { [quiet]: true as const },
  );
}

// React's development build notes, for every element it creates, where it was made (an Error's stack, kept for the
// "owner stack" its warnings print); it stops past 10 000 elements since the last render. No test reads those
// stacks, and making them took about a tenth of the CPU the screen tests use: the count stays at the limit, so
// React makes none (what it renders, warns about and throws is the same).
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 1e4, set: () => undefined });
}

// Lazy screens are transformed on first import, and a write's check asks the backend again after a pause; on a
// loaded 2-core CI machine (vitest beside the type check and the linter) either can take several seconds. A wait
// that finds what it waits for ends at once: the limit only decides how long a failing one takes to say so.
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
configure({ asyncUtilTimeout: 10_000 });

// A query that finds nothing prints the whole page into its error. Inside waitFor and findBy* every retry that
// finds nothing yet made that print, only to throw it away: there the error says what was looked for, and the page
// is printed once, when the wait gives up (waitFor's time-out adds it to the last error). Elsewhere as the library does.
configure({
  getElementError(message, container) {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
    const page = retrying ? '' : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
    const error = new Error([message, page].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// Each file starts from a new browser profile, as a page of its own gave it: no cookies, empty storages.
if (typeof document !== 'undefined') {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

// What a test file may replace on the page for itself (a download's "save file", Web Locks where jsdom has none) is
// put back after the file, so the next file sharing the page meets the page as jsdom made it.
const replaceable: Array<[owner: object | undefined, key: string]> = [
  [globalThis.URL, 'createObjectURL'],
  [globalThis.URL, 'revokeObjectURL'],
  [globalThis.HTMLAnchorElement?.prototype, 'click'],
  [globalThis.navigator, 'locks'],
];
const asMadeByJsdom = replaceable.map(([owner, key]) => [owner, key, owner && Object.getOwnPropertyDescriptor(owner, key)] as const);
afterAll(() => {
  // globals a file stubbed with vi.stubGlobal (File, crypto, matchMedia …)
  vi.unstubAllGlobals();
  for (const [owner, key, descriptor] of asMadeByJsdom) {
    if (!owner) continue;
    if (descriptor) Object.defineProperty(owner, key, descriptor);
    else Reflect.deleteProperty(owner, key);
  }
});

// Unmount what a test rendered after it (also when files share a worker's modules: the library's own hook registers once).
afterEach(() => cleanup());

// The toaster lives in its own React root that no test unmounts: after the file, dismiss its toasts and let their
// exit transitions finish (600 ms at most), so no React work runs after `window` is gone and the next file sharing
// the page starts without them.
afterAll(async () => {
  const { clearToasts } = await import('@/components/toaster');
  if (!(await clearToasts()) || typeof document === 'undefined') return;
  const until = Date.now() + 600;
  do await new Promise((resolve) => setTimeout(resolve, 25));
  while (document.querySelector('.bp6-toast') && Date.now() < until);
});
