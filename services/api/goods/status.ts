/**
 * The goods library's rules (spec 001 §3, §4, §7 "Goods"): the shelf status of a goods record, the tax rate as a
 * percentage, and the messages a backend answers when it refuses a goods write. The spec names the calls but prints
 * neither the status values nor the messages: these are the console's choice, shared by the screens and the
 * simulator so both say the same. React-free.
 */

/** The shelf status of a goods record (`shelfStatus`): 1 on the shelf, 0 off it. */
export const SHELF_STATUS = { off: 0, on: 1 } as const;

/** A tax rate is a percentage from 0 to 100 with at most two decimals (13 = 13%). */
export const TAX_RATE_LIMITS = { min: 0, max: 100, decimals: 2 } as const;

/** How many goods one batch add takes at most. */
export const BATCH_ADD_MAX = 50;

/** The backend's messages (Chinese, as a BladeX backend answers), the screens' zh texts say the same. */
export const GOODS_MSG = {
  /** A goods code (skuId) that another record of the tenant already has. */
  duplicate: '商品编码已存在，请勿重复添加',
  /** The same goods code twice in one batch. */
  duplicateInBatch: '批量新增中商品编码重复',
  taxRate: '税率须为 0 到 100 之间的数字，最多两位小数',
  noRows: '请至少填写一条商品',
  tooMany: `一次最多新增 ${BATCH_ADD_MAX} 条商品`,
  noSelection: '请选择至少一条数据',
  notFound: '数据不存在',
  classify: '商品分类不存在',
  required: (field: string) => `${field} 不能为空`,
} as const;

/** The tax rate as typed ("13", "13%", " 6.5 "), as the number of percent; null when it is not a rate. */
export function parseTaxRate(typed: unknown): number | null {
  const s = String(typed ?? '')
    .trim()
    .replace(/%$/, '')
    .trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n >= TAX_RATE_LIMITS.min && n <= TAX_RATE_LIMITS.max ? n : null;
}

/** A goods code as compared for duplicates: trimmed, case kept (codes are case-sensitive). */
export const skuOf = (v: unknown): string => String(v ?? '').trim();

/** The goods codes that appear more than once in a batch. */
export function repeatedSkus(skus: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const s of skus.map(skuOf).filter(Boolean)) (seen.has(s) ? twice : seen).add(s);
  return [...twice];
}
