/**
 * The generic list machine (machines/resource/list.machine.ts) bound to an order list: its page actor calls the
 * order list of a kind with the filters of spec 001 §3. Orders are never deleted from these screens.
 */
import { fromPromise } from 'xstate';
import { resourceListMachine } from '@machines/resource/list.machine';
import { pageOrders, type OrderListKind } from '@services/api/orders/client';
import type { OrderFilters } from '@services/api/orders/filters';
import { settle } from '@services/http/settle';

const asFilters = (f: Record<string, unknown>): OrderFilters =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => typeof v === 'string')) as OrderFilters;

export function bindOrderList(kind: OrderListKind) {
  return resourceListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input, signal }) =>
        settle(signal, pageOrders(kind, asFilters(input.query.filters), input.query.current, input.query.size, signal)),
      ),
    },
    actions: { warn: () => undefined, notifyDeleted: () => undefined },
  });
}
