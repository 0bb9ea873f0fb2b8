/** Electronic contracts (spec 001 §7 "Merchants and business info"; spec 002 §7 "Contracts, enterprise accounts, tenants"). */
import { act, col, createTime, define, read, search, std } from '../define';
import type { ResourceDefinition } from '../types';

const EC = '/api/jxq/enterprisecontract';

const contractColumns = [
  col.text('contractNo'),
  col.text('contractName'),
  col.text('companyName'),
  col.enum('businessType', 'businessType'),
  col.enum('contractStatus', 'contractStatus'),
  col.date('signTime'),
  createTime(),
];

export const contractResources: readonly ResourceDefinition[] = [
  define({
    key: 'enterprise-contract',
    area: 'contracts',
    basePath: EC,
    operations: std(EC),
    actions: [
      act('wholeSubmit', 'POST', `${EC}/wholeSubmit`, 'row', { params: ['id', 'businessType'], confirm: true }),
      read('getAgreement', 'GET', `${EC}/getAgreement`, 'row', { params: ['id'] }),
      read('getContract', 'GET', `${EC}/getContract`, 'row', { params: ['id'] }),
      read('getTenantEnum', 'GET', `${EC}/getTenantEnum`),
    ],
    columns: contractColumns,
    searchFields: [search.text('contractNo'), search.text('companyName'), search.enum('contractStatus', 'contractStatus')],
    form: { required: ['contractName', 'companyName', 'businessType'], omit: ['contractNo', 'contractStatus', 'signTime'] },
    invented: true,
    note: 'Whole submit sends id and businessType (spec 001 §3).',
  }),
  define({
    key: 'silent-signing',
    area: 'contracts',
    basePath: '/api/jxq/silentsigning',
    operations: std('/api/jxq/silentsigning'),
    actions: [act('jxqSubmit', 'POST', '/api/jxq/silentsigning/JXQsubmit', 'row', { params: ['id'], confirm: true })],
    columns: contractColumns,
    searchFields: [search.text('contractNo'), search.text('companyName')],
    form: { required: ['contractName', 'companyName', 'businessType'], omit: ['contractNo', 'contractStatus', 'signTime'] },
    invented: true,
  }),
  define({
    key: 'silent-authorization',
    area: 'contracts',
    basePath: '/api/jxq/silentauthorization',
    operations: std('/api/jxq/silentauthorization'),
    actions: [act('jxqSubmit', 'POST', '/api/jxq/silentauthorization/JXQsubmit', 'row', { params: ['id'], confirm: true })],
    columns: [col.text('companyName'), col.text('authorizerName'), col.text('authorizerPhone'), col.date('startTime'), col.date('endTime'), col.enum('contractStatus', 'contractStatus'), createTime()],
    searchFields: [search.text('companyName')],
    form: { required: ['companyName', 'authorizerName', 'authorizerPhone', 'startTime', 'endTime'], omit: ['contractStatus'] },
    invented: true,
  }),
];
