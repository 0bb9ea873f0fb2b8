import '@testing-library/jest-dom/vitest';

// Blueprint's toaster renders in its own root outside the tested tree; React's act() warnings about
// it are noise here (assertions wait for what the user sees instead).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  originalError(...args);
};

// Lazy screens are transformed on first import; on a loaded 2-core CI machine that can take seconds.
import { cleanup, configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 3000 });

// Unmount what a test rendered after it (also when files share a worker's modules: the library's own hook registers once).
afterEach(() => cleanup());

// The toaster lives in its own React root that no test unmounts: before the environment is torn down,
// dismiss its toasts and let their exit transitions finish, so no React work runs after `window` is gone.
afterAll(async () => {
  const { clearToasts } = await import('@/components/toaster');
  if (await clearToasts()) await new Promise((resolve) => setTimeout(resolve, 600));
});
