/**
 * Route definitions of the simulated backend. A route is a method, a path under the origin (matched
 * origin-agnostically) and a synchronous handler over the db; the simulator wraps each one in the common
 * pipeline (log, latency, gates, faults, storage sync, authentication, persistence).
 */
import type { ButtonPermission } from '@services/api/approvals/duties';
import type { Db, RoleRow, TenantRow, TokenRow, UserRow } from './db';
import type { Prng } from './prng';

export type RouteMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface SimulatorConfig {
  /** Lifetime of new access tokens, seconds (default 3600). */
  accessTokenSeconds: number;
  /** Lifetime of new refresh tokens, seconds (default 604800). */
  refreshTokenSeconds: number;
  /** Added delay before every answer, ms (default 0). */
  latencyMs: number;
  /** Probability (0..1) of a random HTTP 500 on non-auth endpoints (default 0). */
  failureRate: number;
  /** Whether the captcha grant checks the captcha (default true). */
  captchaEnabled: boolean;
  /**
   * Whether a repeated Idempotency-Key (same user and path) is answered with the first answer instead of being done
   * again (default false, as in BladeX, which ignores the header).
   */
  idempotencyHonoured: boolean;
}

/** The logged-in caller of a protected route. */
export interface Session {
  token: TokenRow;
  user: UserRow;
  role: RoleRow;
  tenant: TenantRow;
}

export interface RouteContext {
  request: Request;
  url: URL;
  query: URLSearchParams;
  /** Query parameters merged with a form or flat JSON object body (body values win). */
  params: Record<string, string>;
  /** Parsed body: a JSON value, a FormData (multipart), an object (url-encoded), or null. */
  body: unknown;
  /** Path parameters (`:id` segments). */
  pathParams: Record<string, string>;
  headers: Headers;
  db: Db;
  /** The simulator clock at the start of handling, epoch ms. */
  now: number;
  config: SimulatorConfig;
  /** Seeded randomness for ids, tokens and captchas. */
  prng: Prng;
  /** The caller, for protected routes; null on token-free routes. */
  session: Session | null;
  /** Marks the db as changed so it is persisted after the handler. */
  changed(): void;
}

export interface AuthedContext extends RouteContext {
  session: Session;
}

export interface RouteDefinition {
  method: RouteMethod;
  /** Path from the origin, e.g. '/api/blade-auth/oauth/token'; msw path syntax (`:id`) allowed. */
  path: string;
  /** Whether a live `Blade-Auth` bearer token is required. */
  auth: boolean;
  handle(ctx: RouteContext): Response;
  /**
   * A decision (approve, reject, issue): the buttons that may make it (any of them). This is the only place the
   * button is checked: the simulator (simulator.ts familyGuarded) refuses a role holding none with 403 没有审核权限
   * before the handler runs. The handler checks only what depends on the record, its tenant and its makers
   * (approvals/common.ts decisionRefusal), each refused with its own 403 message.
   */
  decision?: readonly ButtonPermission[];
}

/** Defines a decision route: signed in, made by a role holding one of `buttons` (RouteDefinition.decision). */
export const decisionRoute = (
  method: RouteMethod,
  path: string,
  buttons: readonly ButtonPermission[],
  handle: (ctx: AuthedContext) => Response,
): RouteDefinition => ({ ...protectedRoute(method, path, handle), decision: buttons });

/** Defines a token-free route. */
export function publicRoute(method: RouteMethod, path: string, handle: (ctx: RouteContext) => Response): RouteDefinition {
  return { method, path, auth: false, handle };
}

/** Defines a route that needs a live access token (the simulator answers 401 before calling `handle` otherwise). */
export function protectedRoute(method: RouteMethod, path: string, handle: (ctx: AuthedContext) => Response): RouteDefinition {
  return {
    method,
    path,
    auth: true,
    handle: (ctx) => {
      if (!ctx.session) throw new Error(`protected route ${path} reached without a session`);
      return handle(ctx as AuthedContext);
    },
  };
}
