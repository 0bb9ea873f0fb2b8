/**
 * Calls of the supplier tenant and bank information (spec 002 §7 "Supplier accounts": read by merchantType, cities and
 * child cities by id, saveOrUpdate) and their refusal messages, shared with the simulated backend. Paths come from
 * the resource registry (services/resources/definitions/partners.ts).
 */
import * as v from 'valibot';
import { getData, postData } from '@services/http/decode';
import { listOf, row, savedRecord, type Row } from '@services/api/fields';
import { resourcePath } from '@services/resources/registry';

export const SUPPLIER_INFO = 'supplier-tenant-info';

/** Messages of refused saves (the console's words: the spec prints none). */
export const SUPPLIER_INFO_MSG = {
  merchantType: '请选择商户类型',
  phone: '手机号码格式不正确',
  bankCard: '银行卡号须为12到19位数字',
  city: '请选择省份及其下的城市',
  combo: '请选择结算套餐',
} as const;

/** The path of a call of the family. */
export const supplierInfoPath = (name: string) => resourcePath(SUPPLIER_INFO, name);
const path = supplierInfoPath;

/** A province or city. */
export interface Region {
  id: string;
  name: string;
}

const regions = v.pipe(
  listOf(row),
  v.transform((rows) => rows.map((r) => ({ id: String(r.id ?? ''), name: String(r.name ?? '') }))),
);

/** The caller's information as one kind of merchant (null when it has none yet). */
export const tenantInfo = (merchantType: string, signal?: AbortSignal): Promise<Row | null> =>
  getData(path('tenantInfo'), v.nullish(row, null), { params: { merchantType }, signal });

/** The provinces. */
export const provinces = (signal?: AbortSignal): Promise<Region[]> => getData(path('cities'), regions, { signal });

/** The cities of a province. */
export const citiesOf = (id: string, signal?: AbortSignal): Promise<Region[]> =>
  getData(path('childCities'), regions, { params: { id }, signal });

/** Saves the information (added when the company has none of that type, else changed). */
export const saveTenantInfo = (body: Row, operationKey: string, signal?: AbortSignal) =>
  postData(path('saveOrUpdate'), body, savedRecord, { signal, meta: { idempotencyKey: operationKey } });

// ------------------------------------------------------------------------------------------ site distributors

export const SITE_DISTRIBUTOR = 'site-distributor';

/** POST batchUpdate?ids&comboId: the selected site distributors settle by the combo. */
export const batchUpdateCombo = (ids: readonly string[], comboId: string, operationKey: string, signal?: AbortSignal) =>
  postData(resourcePath(SITE_DISTRIBUTOR, 'batchUpdate'), null, v.unknown(), {
    params: { ids: ids.join(','), comboId },
    signal,
    meta: { idempotencyKey: operationKey },
  });
