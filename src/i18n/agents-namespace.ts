// The `agents` namespace (texts of the agent, agent site, fleet site and supplier information screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { agentsZh } from './locales/zh/agents';
import { agentsEn } from './locales/en/agents';

export const AGENTS_NS = 'agents';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerAgents(): void {
  registerLazyNamespace(AGENTS_NS, agentsZh, agentsEn);
}

registerAgents();
