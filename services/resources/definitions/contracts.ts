/** Electronic contracts (spec 001 §7 "Merchants and business info"; spec 002 §7 "Contracts, enterprise accounts, tenants"). */
import { act, col, createTime, inArea, read, search } from '../define';
import { spanColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { stdFamily } = inArea('contracts');

const EC = '/api/jxq/enterprisecontract';

const contractColumns = [
  col.text('contractNo'),
  col.text('contractName'),
  col.text('companyName'),
  col.status('businessType'),
  col.status('contractStatus'),
  col.date('signTime'),
  createTime(),
];

export const contractResources: readonly ResourceDefinition[] = [
  stdFamily('enterprise-contract', EC, {
    actions: [
      act('wholeSubmit', 'POST', `${EC}/wholeSubmit`, 'row', { params: ['id', 'businessType'], confirm: true }),
      read('getAgreement', 'GET', `${EC}/getAgreement`, 'row', { params: ['id'] }),
      read('getContract', 'GET', `${EC}/getContract`, 'row', { params: ['id'] }),
      read('getTenantEnum', 'GET', `${EC}/getTenantEnum`),
    ],
    columns: contractColumns,
    searchFields: [search.text('contractNo'), search.text('companyName'), search.status('contractStatus')],
    form: { required: ['contractName', 'companyName', 'businessType'], omit: ['contractNo', 'contractStatus', 'signTime'] },
    invented: true,
    note: 'Whole submit sends id and businessType (spec 001 §3).',
  }),
  stdFamily('silent-signing', '/api/jxq/silentsigning', {
    actions: [act('jxqSubmit', 'POST', '/api/jxq/silentsigning/JXQsubmit', 'row', { params: ['id'], confirm: true })],
    columns: contractColumns,
    searchFields: [search.text('contractNo'), search.text('companyName')],
    form: { required: ['contractName', 'companyName', 'businessType'], omit: ['contractNo', 'contractStatus', 'signTime'] },
    invented: true,
  }),
  stdFamily('silent-authorization', '/api/jxq/silentauthorization', {
    actions: [act('jxqSubmit', 'POST', '/api/jxq/silentauthorization/JXQsubmit', 'row', { params: ['id'], confirm: true })],
    columns: [
      col.text('companyName'),
      col.text('authorizerName'),
      col.text('authorizerPhone'),
      ...spanColumns(),
      col.status('contractStatus'),
      createTime(),
    ],
    searchFields: [search.text('companyName')],
    form: { required: ['companyName', 'authorizerName', 'authorizerPhone', 'startTime', 'endTime'], omit: ['contractStatus'] },
    invented: true,
  }),
];
