import { createRoot } from 'react-dom/client';
import { BlueprintRoot } from '@/components/blueprint-root';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { SimulatorControls } from '@services/mock/remote-controls';
import { SimulatorPanel } from './demo/simulator-panel';
import '@/i18n/simulator-namespace';
import '@/i18n/resources-namespace';

/**
 * Mounts the demo-mode simulator panel in its own root beside the app. After a reset of the demo data the page
 * reloads, so the console reads everything again from the fresh data (and, every session having ended, signs in).
 */
export function mountSimulatorPanel(simulator: SimulatorControls, i18n: I18n): void {
  const host = document.createElement('div');
  host.id = 'simulator-panel';
  document.body.appendChild(host);
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <BlueprintRoot>
        <SimulatorPanel simulator={simulator} onReset={() => window.location.reload()} />
      </BlueprintRoot>
    </I18nextProvider>,
  );
}
