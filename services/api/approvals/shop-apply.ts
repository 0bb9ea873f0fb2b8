/**
 * Shop applications (spec 001 §7 "Shop apply records": /api/shop/apply record/apply, record/allot/card,
 * record/update/card/info, record/batch/update/card): a shop applies (待审核), the review flow approves or rejects it
 * (record/audit, services/api/approvals/review.ts), an approved application is allotted its card, and the card
 * information of one or of several approved applications is changed. Each call is one write with its operation's
 * Idempotency-Key; after a lost answer the application is read again to see whether the write happened. React-free.
 */
import { page } from '@services/api/resource-client';
import { madeSince } from '@services/api/fields';
import { family, pathOf, write, type Row } from './common';
import { loadReviewRecord } from './review';
import { REVIEW_STATUS, statusCode } from './status';

export const SHOP_APPLY = 'shop-apply-record';

/** What a shop application names. */
export interface ShopApplication {
  shopName: string;
  /** The shop's contact who applies. */
  applicantName: string;
  phone: string;
  cardQuantity: number;
  remark: string;
}

/** The card information of an approved application. */
export interface CardInfo {
  cardNo: string;
  cardQuantity: number;
}

/** A card number: 16 to 19 digits. */
export const SHOP_CARD_NO = /^\d{16,19}$/;
/** A mainland mobile number. */
export const SHOP_PHONE = /^1\d{10}$/;

/** Why an application's fields are refused (an i18n key of `shops`), field by field; empty when they may be sent. */
export function applicationProblems(a: ShopApplication): Partial<Record<keyof ShopApplication, string>> {
  const out: Partial<Record<keyof ShopApplication, string>> = {};
  if (!a.shopName.trim()) out.shopName = 'error.shopName';
  if (!a.applicantName.trim()) out.applicantName = 'error.applicantName';
  if (!SHOP_PHONE.test(a.phone.trim())) out.phone = 'error.phone';
  if (!Number.isSafeInteger(a.cardQuantity) || a.cardQuantity <= 0) out.cardQuantity = 'error.cardQuantity';
  return out;
}

/** Why a card number is refused (an i18n key of `shops`), or null. */
export const cardNoProblem = (cardNo: string): string | null => (SHOP_CARD_NO.test(cardNo) ? null : 'error.cardNo');

/** Whether the application is approved (only an approved one gets a card or changes its card). */
export const isApproved = (r: Row | null | undefined) => statusCode(r?.auditStatus) === REVIEW_STATUS.approved;

/** Whether an approved application may be allotted its card (it has none yet). */
export const mayAllot = (r: Row) => isApproved(r) && !String(r.cardNo ?? '').trim();

/** Whether an approved application's card information may change (its card is allotted). */
export const mayUpdateCard = (r: Row) => isApproved(r) && Boolean(String(r.cardNo ?? '').trim());

/** Files a new shop application (待审核). */
export const applyShop = (a: ShopApplication, key: string) =>
  write('POST', pathOf(SHOP_APPLY, 'apply'), { data: { ...a, shopName: a.shopName.trim(), phone: a.phone.trim() }, key });

/** Allots the card to an approved application. */
export const allotCard = (id: string, cardNo: string, key: string) =>
  write('POST', pathOf(SHOP_APPLY, 'allotCard'), { params: { id, cardNo }, key });

/** Changes an approved application's card information. */
export const updateCardInfo = (id: string, info: CardInfo, key: string) =>
  write('PUT', pathOf(SHOP_APPLY, 'updateCardInfo'), { data: { id, ...info }, key });

/** Sets the card quantity of several approved applications at once. */
export const batchUpdateCard = (ids: readonly string[], cardQuantity: number, key: string) =>
  write('PUT', pathOf(SHOP_APPLY, 'batchUpdateCard'), { params: { ids: ids.join(',') }, data: { cardQuantity }, key });

/** One write of the shop application page, by what it does. */
export type ShopWrite =
  | { kind: 'apply'; application: ShopApplication }
  | { kind: 'allot'; id: string; cardNo: string }
  | { kind: 'update'; id: string; info: CardInfo }
  | { kind: 'batch'; ids: readonly string[]; cardQuantity: number };

/** Sends one write of the shop application page with its idempotency key. */
export function sendShopWrite(w: ShopWrite, key: string): Promise<unknown> {
  switch (w.kind) {
    case 'apply':
      return applyShop(w.application, key);
    case 'allot':
      return allotCard(w.id, w.cardNo, key);
    case 'update':
      return updateCardInfo(w.id, w.info, key);
    case 'batch':
      return batchUpdateCard(w.ids, w.cardQuantity, key);
  }
}

/** The application as it now is (null when it is gone). */
export async function shopApplication(id: string, signal?: AbortSignal): Promise<Row | null> {
  try {
    return await loadReviewRecord(SHOP_APPLY, id, signal);
  } catch (e) {
    if (e instanceof Error && e.message === '数据不存在') return null;
    throw e;
  }
}

/** The application a lost apply may have filed: the same shop and phone, created since the apply started; else null. */
export async function findNewShopApplication(a: ShopApplication, startedAt: number, signal?: AbortSignal): Promise<Row | null> {
  const found = await page(family(SHOP_APPLY), { current: 1, size: 20, filters: { shopName: a.shopName.trim() } }, signal);
  return (
    found.records.find((r) => r.shopName === a.shopName.trim() && r.phone === a.phone.trim() && madeSince(r.createTime, startedAt)) ?? null
  );
}
