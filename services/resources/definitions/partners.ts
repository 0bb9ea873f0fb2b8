/** Supplier tenant and bank information (spec 002 §7 "Supplier accounts"; spec 001 §3 read by merchantType). */
import { act, col, inArea, read } from '../define';
import { contactColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family } = inArea('accounts');

/** Under the supplier accounts' controller, where the spec lists the calls. */
const SUP = '/api/supplierAccount/supplieraccount';
const unprinted = {
  extra: true,
  reason:
    'spec 002 §7 names the supplier tenant and bank info calls (by merchantType, cities, child cities by id, saveOrUpdate) without printing their paths',
} as const;

export const partnerResources: readonly ResourceDefinition[] = [
  family('supplier-tenant-info', `${SUP}/tenantInfo`, {
    operations: {},
    actions: [
      read('tenantInfo', 'GET', `${SUP}/tenantInfo`, 'page', { params: ['merchantType'], ...unprinted }),
      read('cities', 'GET', `${SUP}/cities`, 'page', unprinted),
      read('childCities', 'GET', `${SUP}/cities/children`, 'page', { params: ['id'], ...unprinted }),
      act('saveOrUpdate', 'POST', `${SUP}/saveOrUpdate`, 'page', { confirm: true, ...unprinted }),
    ],
    columns: [
      col.enum('merchantType', 'tenantType'),
      col.text('tenantName'),
      col.text('creditCode'),
      ...contactColumns(),
      col.text('province'),
      col.text('city'),
      col.text('address'),
      col.text('bankName'),
      col.text('bankAccountName'),
      col.text('bankCardNumber'),
    ],
    form: {
      required: [
        'merchantType',
        'tenantName',
        'creditCode',
        'contactName',
        'contactPhone',
        'province',
        'city',
        'bankName',
        'bankAccountName',
        'bankCardNumber',
      ],
    },
    invented: true,
    note: "The signed-in company's tenant and bank information as one kind of merchant: read by merchantType (tenantInfo), provinces (cities) and their cities (cities/children?id), saved by saveOrUpdate (added when the company has none of that kind, else changed). No printed path: placed under the supplier accounts' controller.",
  }),
];
