/**
 * Catalogue paths served by typed API modules (services/api, services/logs) instead of the resource
 * registry: session, profile and shell calls with their own parsing and rules. Data only.
 */
import type { HttpMethod } from './types';

export interface ApiModuleEntry {
  path: string;
  method: HttpMethod;
  /** The module that makes the call. */
  module: string;
  /** Set when the path is not in the spec's catalogue, with the reason. */
  notInSpec?: string;
  note?: string;
}

/** The calls one typed module makes: `[method, path]`, or `[method, path, note]`. */
type ModuleCall = readonly [HttpMethod, string, string?];

function callsOf(name: string, calls: readonly ModuleCall[]): ApiModuleEntry[] {
  return calls.map(([method, path, note]) =>
    note ? { path, method, module: `services/api/${name}.ts`, note } : { path, method, module: `services/api/${name}.ts` },
  );
}

const AUTH = '/api/blade-auth/oauth';

export const API_MODULE_PATHS: readonly ApiModuleEntry[] = [
  ...callsOf('auth', [
    ['POST', `${AUTH}/token`, 'password/captcha grant and the refresh_token grant'],
    [
      'POST',
      `${AUTH}/token/refresh`,
      'spec 000 §7 names it; auth.ts refreshes through /oauth/token with grant_type=refresh_token (the BladeX call), under a Web Lock',
    ],
    ['GET', `${AUTH}/captcha`],
    ['GET', `${AUTH}/logout`],
    ['POST', `${AUTH}/logout`, 'the spec\'s "POST logout (for logs)"; the console logs out with the GET'],
    ['GET', `${AUTH}/user-info`],
    ['GET', `${AUTH}/clear-cache`],
    ['GET', '/api/blade-system/menu/routes'],
    ['GET', '/api/blade-system/menu/buttons'],
  ]),
  ...callsOf('shell', [['GET', '/api/blade-system/menu/top-menu']]),
  ...callsOf('auth', [['GET', '/api/blade-system/tenant/info', 'tenant of a domain, token-free, on the login page']]),
  ...callsOf('user', [['GET', '/api/blade-user/info']]),
  ...callsOf('profile', [
    ['POST', '/api/blade-user/update-info'],
    ['POST', '/api/blade-user/update-password'],
    ['POST', '/api/blade-user/register-guest'],
    ['POST', '/api/blade-resource/oss/endpoint/put-file', 'avatar upload'],
  ]),
  ...callsOf('shell', [
    ['GET', '/api/zytSupplierTenant/suppliertenant/applyType'],
    ['GET', '/api/zytSupplierTenant/suppliertenant/shopping/getToken'],
  ]),
  ...callsOf('enterprise', [
    ['GET', '/api/businessinfo/base/info', 'the tenant base info an application starts from'],
    ['GET', '/api/businessinfo/info', 'the company business info of one identity (tenantId, type)'],
    ['POST', '/api/businessinfo/saveOrUpdate', 'the application of the enterprise info pages, reviewed by business-approval'],
  ]),
  ...callsOf('notice', [
    ['GET', '/api/blade-desk/notice/list', 'the header popover; the notice definition serves the same path for the management screen'],
  ]),
  {
    path: '/api/blade-log/error/upload',
    method: 'POST',
    module: 'services/logs/error-log.ts',
    notInSpec: 'spec 000 §7 "Client error log": the endpoint path is not shown; this one is ours (LOG_UPLOAD_URL)',
  },
];
