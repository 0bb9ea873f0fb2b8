/** Merchants and company business information (spec 001 §7 "Merchants and business info"; spec 002 §7 merchants, approvals). */
import { act, audit, col, createTime, inArea, opsAt, search } from '../define';
import { contactColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('merchants');

const BI = '/api/businessinfo';

const companyColumns = [
  col.text('companyName'),
  col.text('creditCode'),
  col.text('legalPerson'),
  ...contactColumns(),
  col.text('address', { hidden: true }),
];

export const merchantResources: readonly ResourceDefinition[] = [
  family('zyt-merchant', '/api/zytmerchant/zytmerchant', {
    operations: opsAt('/api/zytmerchant/zytmerchant', { list: 'merchantList', save: 'addMerchant', update: 'updateMerchant' }),
    columns: [
      col.text('merchantName'),
      col.text('merchantNo'),
      col.enum('merchantType', 'tenantType'),
      ...contactColumns(),
      col.enum('status', 'commonStatus'),
      createTime(),
    ],
    searchFields: [search.text('merchantName'), search.enum('merchantType', 'tenantType')],
    form: { required: ['merchantName', 'merchantType', 'contactName', 'contactPhone'], omit: ['merchantNo', 'status'] },
    invented: true,
  }),
  stdFamily('merchant', '/api/merchant/merchant', {
    columns: [
      col.text('merchantName'),
      col.text('merchantNo'),
      col.enum('merchantType', 'tenantType'),
      ...companyColumns.slice(1),
      col.enum('status', 'commonStatus'),
      createTime(),
    ],
    searchFields: [search.enum('merchantType', 'tenantType'), search.text('merchantName')],
    form: { required: ['merchantName', 'merchantType', 'creditCode', 'contactName', 'contactPhone'], omit: ['merchantNo', 'status'] },
    invented: true,
    note: 'Listed by merchantType (spec 002 §7 "GET /api/merchant/merchant/list?merchantType").',
  }),
  // base/info, info and saveOrUpdate are the signed-in company's own calls (services/api/enterprise.ts, listed in
  // api-modules.ts): the enterprise info pages of the user menu make them for every company user, scoped by tenant.
  family('business-info', BI, {
    operations: {},
    actions: [
      act('jxqCreateCompany', 'POST', `${BI}/jxqCreateCompany`, 'page', { confirm: true }),
      act('getApproval', 'POST', `${BI}/getApproval`, 'page', { confirm: true }),
    ],
    columns: [...companyColumns, col.text('bankName'), col.text('bankCardNumber'), col.status('tenantType'), col.status('auditStatus')],
    form: { required: ['companyName', 'creditCode', 'legalPerson', 'contactName', 'contactPhone'], omit: ['auditStatus'] },
    invented: true,
    note: 'Business info is read by tenantId and type (spec 001 §3) and saved for review by the enterprise info pages (/compant/system/compant, enterpriseInformation; services/api/enterprise.ts); the review is business-approval. Approval of business info is submitted (spec 002 §4).',
  }),
  family('business-approval', `${BI}/approval`, {
    operations: { list: { method: 'POST', path: `${BI}/approval/list` } },
    actions: [audit('approve', `${BI}/approval`)],
    columns: [...companyColumns, col.status('tenantType'), col.status('auditStatus'), createTime()],
    searchFields: [search.text('companyName'), search.status('auditStatus')],
    invented: true,
    note: 'The approval list is a POST (spec 002 §7): the list query goes in the body.',
  }),
  stdFamily('service-company', '/api/serviceCompany', {
    columns: [...companyColumns, col.text('serviceArea'), col.enum('status', 'commonStatus'), createTime()],
    searchFields: [search.text('companyName'), search.text('contactPhone')],
    form: { required: ['companyName', 'creditCode', 'contactName', 'contactPhone'], omit: ['status'] },
    invented: true,
  }),
  stdFamily('company-apply', '/api/cfx_company_apply/companyapply', {
    columns: [...companyColumns, col.status('tenantType'), col.status('auditStatus'), createTime()],
    searchFields: search.standard('companyName', 'auditStatus'),
    form: { required: ['companyName', 'creditCode', 'contactName', 'contactPhone', 'tenantType'], omit: ['auditStatus'] },
    invented: true,
    note: 'Applications of companies to become a supplier, service provider or purchaser.',
  }),
  stdFamily('launch-enterprise', '/api/launchEnterprise/launchenterprise', {
    columns: [...companyColumns, col.date('launchTime'), col.enum('status', 'commonStatus')],
    searchFields: [search.text('companyName')],
    form: { required: ['companyName', 'creditCode', 'contactName', 'contactPhone'], omit: ['status'] },
    invented: true,
  }),
];
