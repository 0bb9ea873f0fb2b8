import '@testing-library/jest-dom/vitest';

// Blueprint's toaster renders in its own root outside the tested tree; React's act() warnings about
// it are noise here (assertions wait for what the user sees instead).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  originalError(...args);
};
