/** Shared set-up of the system-administration integration tests: a fresh simulator per test and the real console. */
import { screen } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import type { Simulator } from '@services/mock/simulator';
import { renderConsole, signIn, type RenderedConsole } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';

export interface Harness {
  readonly sim: Simulator;
  /** The msw server answering for the simulator (a test may put its own answer in front). */
  readonly server: SetupServer;
  /** Signs in (admin by default) and opens `path`; resolves when the header is up. */
  open(path: string, account?: string, password?: string, tenantId?: string): Promise<RenderedConsole>;
  /** Requests the console sent to `path` (with their query). */
  calls(path: string): URLSearchParams[];
}

export function useHarness(): Harness {
  withTableSize();
  vi.setConfig({ testTimeout: 30_000 });
  const world = useSimulatorPerTest();
  return {
    get sim() {
      return world.sim;
    },
    get server() {
      return world.server;
    },
    async open(path, account = 'admin', password = 'admin', tenantId = '000000') {
      await signIn(world.sim, account, password, tenantId);
      const app = world.track(renderConsole({ path }));
      await screen.findByRole('banner', {}, { timeout: 8000 });
      return app;
    },
    calls(path) {
      return world.sim.requests.filter((r) => r.path === path).map((r) => new URLSearchParams(r.search));
    },
  };
}

/** Texts of a column of the table inside `region` (Blueprint renders cells by column index). */
export function columnTexts(region: HTMLElement, col: number): string[] {
  const main = region.querySelector('.bp6-table-quadrant-main') as HTMLElement;
  return [...main.querySelectorAll(`.bp6-table-body-cells .bp6-table-cell.bp6-table-cell-col-${col}`)].map((c) => c.textContent ?? '');
}

/** Buttons with this text in the table of `region`, row by row. */
export function rowButtons(region: HTMLElement, text: string): HTMLButtonElement[] {
  const main = region.querySelector('.bp6-table-quadrant-main') as HTMLElement;
  return [...main.querySelectorAll('button')].filter((b) => b.textContent === text) as HTMLButtonElement[];
}
