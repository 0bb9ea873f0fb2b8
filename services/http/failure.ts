/**
 * The one failure the flow machines receive (docs/architecture.md §5): whatever went wrong with a call — an HTTP
 * status, a BladeX code and msg, no answer, a time-out, a body of the wrong shape, a fault of our own — becomes a
 * `Failure` here, in `toFailure`, and nowhere else. Machines import only the type.
 */
import { ApiError, type ApiErrorKind } from './errors';

/** What kind of failure: the request layer's kind, or `unknown` for a fault that is not a request's. */
export type FailureKind = ApiErrorKind | 'unknown';

export interface Failure {
  readonly kind: FailureKind;
  /** A description for logs and for screens that show a refusal: the server's text, or the layer's own words. */
  readonly message: string;
  /** The server's own text (`msg`, else `error_description`), when it gave one. */
  readonly serverMessage: string | null;
  /** The effective code (the body's code, else the HTTP status), when an answer arrived. */
  readonly code: number | null;
  /** The HTTP status, when an answer arrived. */
  readonly status: number | null;
  /** The user was already told (the transport's toast), or must not be. */
  readonly handled: boolean;
  /**
   * The outcome is unknown: no usable answer came back after the request went out (no answer, a time-out, a
   * body that could not be read, a gateway's 502/503/504), so the server may have done the work; a write is
   * verified, not repeated.
   */
  readonly lost: boolean;
  /**
   * The third-party identity the token endpoint names when a social sign-in has no account yet (its `oauth_id`):
   * the registration that binds an account to it.
   */
  readonly oauthId?: string;
}

/** The kinds after which a sent request's outcome is unknown. */
const LOST_KINDS: readonly FailureKind[] = ['network', 'timeout', 'invalid-body', 'decode'];

/** Gateway answers: the backend behind the gateway may have done the work before the answer was lost. */
const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

/** The one mapper: any error of a call, as the failure the machines read. */
export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    const oauthId = oauthIdOf(error.data);
    return {
      ...(oauthId ? { oauthId } : {}),
      kind: error.kind,
      message: error.message,
      serverMessage: error.serverMessage ?? null,
      code: error.code ?? null,
      status: error.status ?? null,
      handled: error.handled,
      lost: LOST_KINDS.includes(error.kind) || (error.status !== undefined && GATEWAY_STATUSES.includes(error.status)),
    };
  }
  if (isFailure(error)) return error;
  return {
    kind: 'unknown',
    message: error instanceof Error ? error.message : String(error),
    serverMessage: null,
    code: null,
    status: null,
    handled: false,
    lost: false,
  };
}

/** The `oauth_id` of a token endpoint's refusal, when it names one. */
function oauthIdOf(data: unknown): string | null {
  const id = data && typeof data === 'object' ? (data as { oauth_id?: unknown }).oauth_id : undefined;
  return typeof id === 'string' && id.trim() !== '' ? id : typeof id === 'number' ? String(id) : null;
}

/** True for a value that already is a failure (a call that was settled twice). */
export function isFailure(value: unknown): value is Failure {
  return (
    typeof value === 'object' && value !== null && !(value instanceof Error) && 'kind' in value && 'lost' in value && 'handled' in value
  );
}

/** The call, with its failure as a `Failure` (an actor that must see its own cancellation uses this, not `settle`). */
export function failing<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    throw toFailure(error);
  });
}
