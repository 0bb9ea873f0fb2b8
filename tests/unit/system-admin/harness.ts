/** Shared set-up of the system-administration integration tests: a fresh simulator per test and the real console. */
import { screen } from '@testing-library/react';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { withTableSize } from '../../support/table-size';

export interface Harness {
  readonly sim: Simulator;
  /** Signs in (admin by default) and opens `path`; resolves when the header is up. */
  open(path: string, account?: string, password?: string, tenantId?: string): Promise<RenderedConsole>;
  /** Requests the console sent to `path` (with their query). */
  calls(path: string): URLSearchParams[];
}

export function useHarness(): Harness {
  withTableSize();
  vi.setConfig({ testTimeout: 30_000 });
  let sim: Simulator = createSimulator({ storage: null });
  const node = startNodeSimulator(sim);
  let app: RenderedConsole | null = null;
  afterAll(() => node.close());
  beforeEach(() => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  });
  afterEach(async () => {
    await app?.dispose();
    app = null;
  });
  return {
    get sim() {
      return sim;
    },
    async open(path, account = 'admin', password = 'admin', tenantId = '000000') {
      await signIn(sim, account, password, tenantId);
      app = renderConsole({ path });
      await screen.findByRole('banner', {}, { timeout: 8000 });
      return app;
    },
    calls(path) {
      return sim.requests.filter((r) => r.path === path).map((r) => new URLSearchParams(r.search));
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
