import { quiet } from '@/lib/quiet';
import { ApiError } from './errors';

/**
 * A machine actor's call: one whose actor was stopped never settles (src/lib/quiet.ts), and any other failure
 * reaches the machine as `{ kind, message }` (the request layer's ApiError kind and the server's text).
 */
export function settle<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return quiet(
    signal,
    call.catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw error instanceof ApiError ? { kind: error.kind, message: error.serverMessage ?? (error.kind === 'bad-request' ? error.message : undefined) } : { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
    }),
  );
}
