/** Paths of the money calls, read from the resource registry (the spec's own paths, verbatim). */
import { resourceByKey } from '@services/resources/registry';
import type { OperationName } from '@services/resources/types';

/** The path of a registry operation or action; `{id}`-style segments are filled from `values`. */
export function moneyPath(key: string, name: string, values: Record<string, string> = {}): string {
  const d = resourceByKey(key);
  const p = d?.operations[name as OperationName]?.path ?? d?.actions.find((a) => a.name === name)?.path;
  if (!p) throw new Error(`registry ${key} has no ${name}`);
  return p.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? ''));
}
