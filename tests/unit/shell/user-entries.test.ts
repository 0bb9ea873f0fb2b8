import { tenantEntries } from '@/components/tenant-entries';

const labels = (tenantId: string, parentTenantId: string, types: string[]) =>
  tenantEntries({ tenantId, parentTenantId }, types).map((e) => e.labelKey);

test.each([
  ['platform: none', '000000', '', [], []],
  ['top-level, no role type: may become either', '100001', '', [], ['shell.becomeSupplier', 'shell.becomeProvider']],
  ['holds 1: view supplier, cannot become provider', '100001', '', ['1'], ['shell.viewSupplier']],
  ['holds 2: view provider, cannot become supplier', '200001', '', ['2'], ['shell.viewProvider']],
  ['child tenant: purchaser entry only', '300001', '100001', [], ['shell.becomePurchaser']],
  ['child tenant holding 3: view purchaser', '300001', '100001', ['3'], ['shell.viewPurchaser']],
])('%s', (_n, tenantId, parent, types, expected) => {
  expect(labels(tenantId, parent, types)).toEqual(expected);
});
