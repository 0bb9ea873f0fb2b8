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

export const API_MODULE_PATHS: readonly ApiModuleEntry[] = [
  {
    path: '/api/blade-auth/oauth/token',
    method: 'POST',
    module: 'services/api/auth.ts',
    note: 'password/captcha grant and the refresh_token grant',
  },
  {
    path: '/api/blade-auth/oauth/token/refresh',
    method: 'POST',
    module: 'services/api/auth.ts',
    note: 'spec 000 §7 names it; auth.ts refreshes through /oauth/token with grant_type=refresh_token (the BladeX call), under a Web Lock',
  },
  { path: '/api/blade-auth/oauth/captcha', method: 'GET', module: 'services/api/auth.ts' },
  { path: '/api/blade-auth/oauth/logout', method: 'GET', module: 'services/api/auth.ts' },
  {
    path: '/api/blade-auth/oauth/logout',
    method: 'POST',
    module: 'services/api/auth.ts',
    note: 'the spec\'s "POST logout (for logs)"; the console logs out with the GET',
  },
  { path: '/api/blade-auth/oauth/user-info', method: 'GET', module: 'services/api/auth.ts' },
  { path: '/api/blade-auth/oauth/clear-cache', method: 'GET', module: 'services/api/auth.ts' },
  { path: '/api/blade-system/menu/routes', method: 'GET', module: 'services/api/auth.ts' },
  { path: '/api/blade-system/menu/buttons', method: 'GET', module: 'services/api/auth.ts' },
  { path: '/api/blade-system/menu/top-menu', method: 'GET', module: 'services/api/shell.ts' },
  {
    path: '/api/blade-system/tenant/info',
    method: 'GET',
    module: 'services/api/auth.ts',
    note: 'tenant of a domain, token-free, on the login page',
  },
  { path: '/api/blade-user/info', method: 'GET', module: 'services/api/user.ts' },
  { path: '/api/blade-user/update-info', method: 'POST', module: 'services/api/profile.ts' },
  { path: '/api/blade-user/update-password', method: 'POST', module: 'services/api/profile.ts' },
  { path: '/api/blade-user/register-guest', method: 'POST', module: 'services/api/profile.ts' },
  { path: '/api/blade-resource/oss/endpoint/put-file', method: 'POST', module: 'services/api/profile.ts', note: 'avatar upload' },
  { path: '/api/zytSupplierTenant/suppliertenant/applyType', method: 'GET', module: 'services/api/shell.ts' },
  { path: '/api/zytSupplierTenant/suppliertenant/shopping/getToken', method: 'GET', module: 'services/api/shell.ts' },
  {
    path: '/api/blade-desk/notice/list',
    method: 'GET',
    module: 'services/api/notice.ts',
    note: 'the header popover; the notice definition serves the same path for the management screen',
  },
  {
    path: '/api/blade-log/error/upload',
    method: 'POST',
    module: 'services/logs/error-log.ts',
    notInSpec: 'spec 000 §7 "Client error log": the endpoint path is not shown; this one is ours (LOG_UPLOAD_URL)',
  },
];
