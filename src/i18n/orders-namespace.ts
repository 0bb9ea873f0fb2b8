// The `orders` namespace (texts of the order screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { ordersZh } from './locales/zh/orders';
import { ordersEn } from './locales/en/orders';

export const ORDERS_NS = 'orders';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerOrders(): void {
  registerLazyNamespace(ORDERS_NS, ordersZh, ordersEn);
}

registerOrders();
