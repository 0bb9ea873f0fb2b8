/**
 * The company's own business information (spec 001 §7 "Merchants and business info", spec 000 §2 enterprise info
 * pages): the tenant's base info, its business info of one identity (supplier 1, service provider 2, purchaser 3),
 * and the application that saves it for review. These are the signed-in company's own calls, offered to every
 * company user by the user menu (spec 000 §2 "User dropdown"), not a permission-gated family: the backend scopes them
 * to the caller's tenant. The review of what is saved is the business approval family (/api/businessinfo/approval).
 */
import * as v from 'valibot';
import { getData, postData } from '@services/http/decode';
import { id, recordOf, savedRecord, statusCode, text } from './fields';
import type { RoleType } from './types/role-type';

export type { RoleType };

export const BASE_INFO_URL = '/api/businessinfo/base/info';
export const INFO_URL = '/api/businessinfo/info';
export const SAVE_INFO_URL = '/api/businessinfo/saveOrUpdate';

/** The fields of a business information form, as sent. */
export interface BusinessInfoFields {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  address: string;
  bankName: string;
  bankCardNumber: string;
  /** The business licence picture's link ('' when none was uploaded). */
  licenseUrl: string;
}

export const BUSINESS_INFO_FIELDS: readonly (keyof BusinessInfoFields)[] = [
  'companyName',
  'creditCode',
  'legalPerson',
  'contactName',
  'contactPhone',
  'address',
  'bankName',
  'bankCardNumber',
  'licenseUrl',
];

/** A saved business information, with its review. */
export interface BusinessInfo extends BusinessInfoFields {
  id: string;
  tenantId: string;
  type: string;
  /** REVIEW_STATUS of services/api/approvals/status.ts (0 pending, 1 approved, 2 rejected); null when unknown. */
  auditStatus: number | null;
  auditRemark: string;
  auditTime: string;
  createTime: string;
}

/** What saveOrUpdate sends: the fields, the identity and the company, and the record's id when it updates one. */
export interface BusinessInfoSave extends BusinessInfoFields {
  id?: string;
  tenantId: string;
  type: RoleType;
}

/** The tenant's base information, to start an application with. */
export interface BaseInfo {
  tenantId: string;
  tenantName: string;
  linkman: string;
  contactNumber: string;
  address: string;
}

const InfoSchema = v.pipe(
  recordOf({
    id,
    tenantId: text,
    type: text,
    companyName: text,
    creditCode: text,
    legalPerson: text,
    contactName: text,
    contactPhone: text,
    address: text,
    bankName: text,
    bankCardNumber: text,
    licenseUrl: text,
    auditStatus: statusCode,
    auditRemark: text,
    auditTime: text,
    createTime: text,
  }),
  v.transform((r): BusinessInfo => r),
);

const BaseSchema = v.pipe(
  recordOf({ tenantId: text, tenantName: text, linkman: text, contactNumber: text, address: text }),
  v.transform((r): BaseInfo => r),
);

/** GET base/info?tenantId: the tenant's base information (null when the server has none). */
export function fetchBaseInfo(tenantId: string, signal?: AbortSignal): Promise<BaseInfo | null> {
  return getData(BASE_INFO_URL, v.nullish(BaseSchema, null), { params: { tenantId }, signal });
}

/** GET info?tenantId&type: the tenant's business information of one identity, or null when it has not applied. */
export function fetchBusinessInfo(tenantId: string, type: RoleType, signal?: AbortSignal): Promise<BusinessInfo | null> {
  return getData(INFO_URL, v.nullish(InfoSchema, null), { params: { tenantId, type }, signal });
}

/** POST saveOrUpdate (JSON body) with the operation's Idempotency-Key: files the information for review. */
export async function saveBusinessInfo(info: BusinessInfoSave, key?: string): Promise<Record<string, unknown> | null> {
  return postData(SAVE_INFO_URL, info, savedRecord, key ? { meta: { idempotencyKey: key } } : {});
}
