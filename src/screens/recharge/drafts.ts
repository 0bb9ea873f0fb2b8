/**
 * What the payment forms send to the SMS-payment machine: the parsed draft (fen, phones, items) or the i18n key of
 * the first problem. Pure functions, unit-tested.
 */
import type { PaymentDraft, PaymentItem } from '@machines/sms-payment/sms-payment.types';
import { moneyFieldAmount } from '@/lib/money-field';
import { validateMobile } from '@/lib/validators';

export interface DraftResult {
  draft: PaymentDraft | null;
  /** i18n key of the first problem; null when the draft is good or the form is still empty. */
  reason: string | null;
}

export const RECHARGE_REASONS = {
  noRecipients: 'recharge:pay.reason.noRecipients',
  badRecipient: 'recharge:pay.reason.badRecipient',
  duplicateRecipient: 'recharge:pay.reason.duplicateRecipient',
  noEndTime: 'recharge:pay.reason.noEndTime',
  noBatchName: 'recharge:pay.reason.noBatchName',
  overFunds: 'recharge:pay.reason.overFunds',
  noItems: 'recharge:pay.reason.noItems',
  badQuantity: 'recharge:pay.reason.badQuantity',
  overStock: 'recharge:pay.reason.overStock',
  tooLarge: 'validation:amount.tooLarge',
} as const;

/** Most of one product a batch order takes. */
export const MAX_QUANTITY = 9999;

/** Phones typed one per line (or separated by commas or spaces). */
export function parsePhones(text: string): string[] {
  return text
    .split(/[\s,，;；]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface RechargeForm {
  kind: 'direct' | 'cardBatch';
  recipients: string;
  amount: string;
  /** yyyy-MM-dd */
  endDate: string;
  phone: string;
  batchName: string;
  /** The tenant's recharge funds, fen (a total above them is refused before anything is sent). */
  availableFen?: number;
  /** Where a direct recharge may be spent: picked companies and stations (none: anywhere). */
  scope?: { tenantIds: string[]; siteIds: string[]; names: string[] };
}

export function rechargeDraft(f: RechargeForm): DraftResult {
  const phones = parsePhones(f.recipients);
  if (phones.length === 0) return { draft: null, reason: f.recipients.trim() ? RECHARGE_REASONS.noRecipients : null };
  if (phones.some((p) => validateMobile(p) !== null)) return { draft: null, reason: RECHARGE_REASONS.badRecipient };
  if (new Set(phones).size !== phones.length) return { draft: null, reason: RECHARGE_REASONS.duplicateRecipient };
  if (f.amount.trim() === '') return { draft: null, reason: null };
  const amount = moneyFieldAmount(f.amount);
  if (amount.error) return { draft: null, reason: amount.error };
  const total = amount.fen * phones.length;
  if (!Number.isSafeInteger(total)) return { draft: null, reason: RECHARGE_REASONS.tooLarge };
  if (f.availableFen !== undefined && total > f.availableFen) return { draft: null, reason: RECHARGE_REASONS.overFunds };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.endDate)) return { draft: null, reason: RECHARGE_REASONS.noEndTime };
  if (f.kind === 'cardBatch' && f.batchName.trim() === '') return { draft: null, reason: RECHARGE_REASONS.noBatchName };
  const phoneWhy = validateMobile(f.phone);
  if (phoneWhy) return { draft: null, reason: phoneWhy };
  return {
    draft: {
      phone: f.phone,
      amountFen: total,
      items: [],
      recipients: phones,
      perRecipientFen: amount.fen,
      endTime: `${f.endDate} 23:59:59`,
      batchName: f.batchName.trim(),
      ...(f.scope?.tenantIds.length ? { scope: f.scope } : {}),
    },
    reason: null,
  };
}

export interface ProductLine {
  id: string;
  goodsName: string;
  priceFen: number;
  stock: number;
}

export interface OrderForm {
  products: readonly ProductLine[];
  /** Quantity typed per product id. */
  quantities: Readonly<Record<string, string>>;
  phone: string;
  availableFen?: number;
}

export function orderDraft(f: OrderForm): DraftResult {
  const items: PaymentItem[] = [];
  for (const p of f.products) {
    const q = (f.quantities[p.id] ?? '').trim();
    if (q === '' || q === '0') continue;
    if (!/^\d{1,4}$/.test(q) || Number(q) > MAX_QUANTITY) return { draft: null, reason: RECHARGE_REASONS.badQuantity };
    const quantity = Number(q);
    if (quantity > p.stock) return { draft: null, reason: RECHARGE_REASONS.overStock };
    items.push({ goodsId: p.id, goodsName: p.goodsName, quantity, priceFen: p.priceFen });
  }
  if (items.length === 0) return { draft: null, reason: null };
  const total = items.reduce((s, i) => s + i.priceFen * i.quantity, 0);
  if (!Number.isSafeInteger(total)) return { draft: null, reason: RECHARGE_REASONS.tooLarge };
  if (f.availableFen !== undefined && total > f.availableFen) return { draft: null, reason: RECHARGE_REASONS.overFunds };
  const phoneWhy = validateMobile(f.phone);
  if (phoneWhy) return { draft: null, reason: phoneWhy };
  return {
    draft: { phone: f.phone, amountFen: total, items, recipients: [], perRecipientFen: 0, endTime: '', batchName: '' },
    reason: null,
  };
}
