/** Invoicing (spec 001 §7 and spec 002 §7 "Invoicing and refunds", "Invoice manager"). */
import { act, col, createTime, inArea, op, opsAt, read, search } from '../define';
import { orderNo } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family } = inArea('invoicing');

const I = '/api/cfx/orderinvoicing';

export const invoicingResources: readonly ResourceDefinition[] = [
  family('order-invoicing', I, {
    operations: opsAt(I, { page: 'page2', detail: 'selectDetailById' }),
    actions: [
      act('invoicing', 'POST', `${I}/invoicing/{id}`, 'row', { confirm: true }),
      act('cancelInvoice', 'POST', `${I}/cancelInvoice/{id}`, 'row', { confirm: true }),
      act('redInvoicing', 'POST', `${I}/redinvoicing/{id}`, 'row', { confirm: true }),
      read('getInvoicing', 'GET', `${I}/getInvoicing/{id}`, 'row'),
    ],
    columns: [
      col.text('invoiceNo'),
      orderNo(),
      col.text('invoiceTitle'),
      col.text('taxNo'),
      col.status('invoiceType'),
      col.money('invoiceAmount'),
      col.text('email'),
      col.status('invoiceStatus'),
      createTime(),
    ],
    searchFields: [search.text('orderNo'), search.text('invoiceTitle'), search.status('invoiceStatus'), search.created()],
    flow: 'invoicing',
    invented: true,
    note: 'Issue, cancel and red-invoice (spec 002 §4); the invoicing machine owns the transitions.',
  }),
  family('invoice-manager', '/api/invoiceManager', {
    operations: { page: op.page('/api/invoiceManager/page'), submit: op.submit('/api/invoiceManager/saveOrUpdate') },
    actions: [act('delete', 'DELETE', '/api/invoiceManager/delete/{id}', 'row', { confirm: true })],
    columns: [
      col.text('invoiceTitle'),
      col.text('taxNo'),
      col.status('invoiceType'),
      col.text('bankName'),
      col.text('bankCardNumber'),
      col.text('address'),
      col.text('landline'),
      col.text('email'),
      createTime(),
    ],
    searchFields: [search.text('invoiceTitle'), search.text('taxNo')],
    form: { required: ['invoiceTitle', 'taxNo', 'invoiceType'] },
    invented: true,
    note: 'Invoice titles. Delete is DELETE /api/invoiceManager/delete/{id} (one row), not the ids convention.',
  }),
];
