/**
 * The business licence picture check, run before any upload (the avatar's rules, src/lib/avatar-check.ts, with a
 * picture's size limit): jpg/jpeg/png by extension AND magic bytes, not empty, at most LICENSE_MAX_BYTES. First
 * failure wins: extension → type; empty → empty; too large → size; first bytes not the extension's format → mismatch.
 */
import { pictureProblem, type AvatarCandidate } from './avatar-check';

/** The largest accepted licence picture: 5 × 1024 × 1024 bytes. */
export const LICENSE_MAX_BYTES = 5 * 1024 * 1024;

export type LicenseProblem =
  | 'enterprise:license.type'
  | 'enterprise:license.empty'
  | 'enterprise:license.size'
  | 'enterprise:license.mismatch';

/** Checks a licence picture before upload; null when acceptable, else the reason key. */
export function checkLicense(file: AvatarCandidate): LicenseProblem | null {
  const problem = pictureProblem(file, LICENSE_MAX_BYTES);
  return problem ? `enterprise:license.${problem}` : null;
}
