import { quiet } from '@/lib/quiet';
import { toFailure } from './failure';

/**
 * A machine actor's call: one whose actor was stopped never settles (src/lib/quiet.ts), and any other failure
 * reaches the machine as a `Failure` (services/http/failure.ts).
 */
export function settle<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return quiet(
    signal,
    call.catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw toFailure(error);
    }),
  );
}
