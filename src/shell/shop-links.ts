import { consoleConfig } from '@services/http/config';

/** One external site link of the top bar. */
export interface ShopLink {
  id: 'supplierShop' | 'purchaserMall' | 'providerMall';
  labelKey: string;
}

/** The links a tenant type gets (spec 000 §2): 1 → 店铺（供货商）, 3 → 商城（进货商）, 2 → 商城（服务商）. */
export function shopLinksFor(tenantType: string): ShopLink[] {
  const types = tenantType.split(',').map((s) => s.trim());
  const out: ShopLink[] = [];
  if (types.includes('1')) out.push({ id: 'supplierShop', labelKey: 'shell.supplierShop' });
  if (types.includes('3')) out.push({ id: 'purchaserMall', labelKey: 'shell.purchaserMall' });
  if (types.includes('2')) out.push({ id: 'providerMall', labelKey: 'shell.providerMall' });
  return out;
}

/** The tenant id as the malls expect it: base64 of the UTF-8 text, URL-encoded. */
export function encodeTenant(tenantId: string): string {
  const bytes = new TextEncoder().encode(tenantId);
  return encodeURIComponent(btoa(String.fromCharCode(...bytes)));
}

/** The address a mall link opens (no token: docs/quality.md req. 1). */
export function mallUrl(id: 'purchaserMall' | 'providerMall', tenantId: string): string {
  return `${consoleConfig.externalSites[id]}?tenant=${encodeTenant(tenantId)}`;
}

/**
 * Opens the supplier shop in a new window with its one-time token in a POSTed form body — never in the
 * URL — and without an opener or referrer.
 */
export function openSupplierShop(doc: Document, tenantId: string, token: string): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = consoleConfig.externalSites.supplierShop;
  form.target = '_blank';
  form.setAttribute('rel', 'noopener noreferrer');
  form.style.display = 'none';
  for (const [name, value] of [
    ['tenantId', tenantId],
    ['token', token],
  ] as const) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
