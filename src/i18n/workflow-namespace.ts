// The `workflow` namespace (texts of 模型管理, 流程部署 and 流程跟踪) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { workflowZh } from './locales/zh/workflow';
import { workflowEn } from './locales/en/workflow';

export const WORKFLOW_NS = 'workflow';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerWorkflow(): void {
  registerLazyNamespace(WORKFLOW_NS, workflowZh, workflowEn);
}

registerWorkflow();
