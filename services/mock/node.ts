/** Runs the simulator in Node (tests): msw's setupServer, failing loudly on any request no handler answers. */
import { setupServer, type SetupServer } from 'msw/node';
import { createSimulator, type Simulator } from './simulator';

export interface NodeSimulator {
  sim: Simulator;
  server: SetupServer;
  /** Stops intercepting requests. */
  close(): void;
}

/** Starts intercepting fetch/XMLHttpRequest in this process with the simulator's handlers. */
export function startNodeSimulator(sim: Simulator = createSimulator({ storage: null })): NodeSimulator {
  const server = setupServer(...sim.handlers);
  server.listen({ onUnhandledFrame: 'error' });
  return { sim, server, close: () => server.close() };
}
