/** Calls of the top bar: the company's role types and the supplier shop token. */
import { fail, ok } from '../envelope';
import { type RouteDefinition, protectedRoute } from '../route';

export const shellRoutes: RouteDefinition[] = [
  // Role types the company already holds ('1' supplier, '2' service provider, '3' purchaser).
  protectedRoute('get', '/api/zytSupplierTenant/suppliertenant/applyType', (ctx) => {
    const tenant = ctx.session.tenant;
    return ok(tenant.tenantType ? [tenant.tenantType] : []);
  }),
  // A short-lived token for the supplier shop (opened in a new window).
  protectedRoute('get', '/api/zytSupplierTenant/suppliertenant/shopping/getToken', (ctx) => {
    const tenant = ctx.session.tenant;
    if (tenant.tenantType !== '1') return fail('当前租户不是供货商');
    return ok(`shop-${tenant.tenantId}-${ctx.prng.int(100000, 999999)}`);
  }),
];
