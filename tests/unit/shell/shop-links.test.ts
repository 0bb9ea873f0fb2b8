import { encodeTenant, mallUrl, openSupplierShop, shopLinksFor } from '@/shell/shop-links';

test.each([
  ['1', ['supplierShop']],
  ['3', ['purchaserMall']],
  ['2', ['providerMall']],
  ['1,2', ['supplierShop', 'providerMall']],
  ['', []],
])('tenant type %j gets %j', (type, ids) => {
  expect(shopLinksFor(type).map((l) => l.id)).toEqual(ids);
});

test('mall links carry the tenant id encoded, and nothing else', () => {
  expect(encodeTenant('300001')).toBe(encodeURIComponent(btoa('300001')));
  const url = new URL(mallUrl('purchaserMall', '300001'));
  expect([...url.searchParams.keys()]).toEqual(['tenant']);
  expect(atob(url.searchParams.get('tenant')!)).toBe('300001');
});

test('the supplier shop gets its token in a POSTed body, opened without opener or referrer', () => {
  const submitted: HTMLFormElement[] = [];
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this.cloneNode(true) as HTMLFormElement);
  });
  const open = vi.spyOn(window, 'open');
  openSupplierShop(document, '100001', 'shop-token-123');
  expect(submit).toHaveBeenCalledTimes(1);
  const form = submitted[0]!;
  expect(form.method).toBe('post');
  expect(form.target).toBe('_blank');
  expect(form.getAttribute('rel')).toBe('noopener noreferrer');
  expect(form.action).not.toContain('shop-token-123');
  expect(new FormData(form).get('token')).toBe('shop-token-123');
  expect(new FormData(form).get('tenantId')).toBe('100001');
  expect(open).not.toHaveBeenCalled();
  expect(document.querySelector('form[target=_blank]')).toBeNull();
});
