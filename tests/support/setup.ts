import '@testing-library/jest-dom/vitest';

// Blueprint's toaster renders in its own root outside the tested tree; React's act() warnings about
// it are noise here (assertions wait for what the user sees instead).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  originalError(...args);
};

// Lazy screens are transformed on first import; on a loaded 2-core CI machine that can take seconds.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 3000 });
