/** Calls of the top bar: the company's role types and the supplier shop token. */
import { fail, ok } from '../envelope';
import { type RouteDefinition, protectedRoute } from '../route';
import { heldRoleTypes } from './business-info-routes';

export const shellRoutes: RouteDefinition[] = [
  // Role types the company already holds ('1' supplier, '2' service provider, '3' purchaser): its tenant type and
  // the identities whose business information was approved.
  protectedRoute('get', '/api/zytSupplierTenant/suppliertenant/applyType', (ctx) => ok(heldRoleTypes(ctx.db, ctx.session.tenant))),
  // A short-lived token for the supplier shop (opened in a new window).
  protectedRoute('get', '/api/zytSupplierTenant/suppliertenant/shopping/getToken', (ctx) => {
    const tenant = ctx.session.tenant;
    if (tenant.tenantType !== '1') return fail('当前租户不是供货商');
    return ok(`shop-${tenant.tenantId}-${ctx.prng.int(100000, 999999)}`);
  }),
];
