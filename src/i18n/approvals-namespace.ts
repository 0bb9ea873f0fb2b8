// The `approvals` namespace (texts of the approval flow screens) loads with those screens and registers itself on
// import, like resources-namespace.ts.
import { registerLazyNamespace } from './i18n';
import { approvalsZh } from './locales/zh/approvals';
import { approvalsEn } from './locales/en/approvals';

export const APPROVALS_NS = 'approvals';

registerLazyNamespace(APPROVALS_NS, approvalsZh, approvalsEn);

/** Adds the namespace again if a test re-created i18next (screens call it once on mount). */
export function registerApprovals(): void {
  registerLazyNamespace(APPROVALS_NS, approvalsZh, approvalsEn);
}
