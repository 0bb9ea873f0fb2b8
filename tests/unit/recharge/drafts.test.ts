/**
 * The payment forms' parsing (docs/quality.md money rows of the bad-input table: the field says why and nothing can be
 * sent), quantities and phones of a batch order, recipients of a recharge.
 */
import { orderDraft, parsePhones, rechargeDraft, type ProductLine } from '@/screens/recharge/drafts';

const base = {
  kind: 'direct' as const,
  recipients: '13700001111\n13700002222',
  amount: '150.50',
  endDate: '2030-12-31',
  phone: '13800138000',
  batchName: '',
  availableFen: 100_000,
};

test('a good recharge form gives the draft in fen with the end of the chosen day', () => {
  expect(rechargeDraft(base)).toEqual({
    draft: {
      phone: '13800138000',
      amountFen: 30_100,
      items: [],
      recipients: ['13700001111', '13700002222'],
      perRecipientFen: 15_050,
      endTime: '2030-12-31 23:59:59',
      batchName: '',
    },
    reason: null,
  });
});

test.each([
  ['100.005', 'validation:amount.tooManyDecimals'],
  ['-1', 'validation:amount.notPositive'],
  ['0', 'validation:amount.notPositive'],
  ['1e5', 'validation:amount.notNumber'],
  ['１００', 'validation:amount.notNumber'],
  ['NaN', 'validation:amount.notNumber'],
  ['500.01', 'recharge:pay.reason.overFunds'], // 2 × ¥500.01 is above ¥1,000.00 of funds
])('amount %s is refused with %s and there is no draft to send', (amount, reason) => {
  expect(rechargeDraft({ ...base, amount })).toEqual({ draft: null, reason });
});

test('recipients, end date, batch name and the paying phone are checked', () => {
  expect(rechargeDraft({ ...base, recipients: '' })).toEqual({ draft: null, reason: null });
  expect(rechargeDraft({ ...base, recipients: '1370000111' }).reason).toBe('recharge:pay.reason.badRecipient');
  expect(rechargeDraft({ ...base, recipients: '13700001111,13700001111' }).reason).toBe('recharge:pay.reason.duplicateRecipient');
  expect(rechargeDraft({ ...base, endDate: '' }).reason).toBe('recharge:pay.reason.noEndTime');
  expect(rechargeDraft({ ...base, kind: 'cardBatch' }).reason).toBe('recharge:pay.reason.noBatchName');
  expect(rechargeDraft({ ...base, kind: 'cardBatch', batchName: ' 三月油卡 ' }).draft?.batchName).toBe('三月油卡');
  expect(rechargeDraft({ ...base, phone: '1381234567' }).reason).toBe('validation:mobile.length');
  expect(rechargeDraft({ ...base, phone: '1234567890a' }).reason).toBe('validation:mobile.format');
  expect(rechargeDraft({ ...base, phone: '' }).reason).toBe('validation:mobile.required');
  expect(parsePhones(' 13700001111，13700002222;\n13700003333 ')).toEqual(['13700001111', '13700002222', '13700003333']);
});

const products: ProductLine[] = [
  { id: 'a', goodsName: '中石化加油卡充值 100元', priceFen: 10_000, stock: 5 },
  { id: 'b', goodsName: '洗车服务券 50元', priceFen: 5_000, stock: 100 },
];

test('a batch order sums price × quantity in fen and lists only the chosen products', () => {
  const r = orderDraft({ products, quantities: { a: '3', b: '' }, phone: '13800138000', availableFen: 1_000_000 });
  expect(r.reason).toBeNull();
  expect(r.draft).toMatchObject({
    amountFen: 30_000,
    items: [{ goodsId: 'a', goodsName: '中石化加油卡充值 100元', quantity: 3, priceFen: 10_000 }],
  });
  expect(orderDraft({ products, quantities: {}, phone: '13800138000' })).toEqual({ draft: null, reason: null });
});

test.each([
  [{ a: '1.5' }, 'recharge:pay.reason.badQuantity'],
  [{ a: '-1' }, 'recharge:pay.reason.badQuantity'],
  [{ a: '１' }, 'recharge:pay.reason.badQuantity'],
  [{ a: '6' }, 'recharge:pay.reason.overStock'],
  [{ b: '41' }, 'recharge:pay.reason.overFunds'],
])('quantities %j are refused with %s', (quantities, reason) => {
  expect(orderDraft({ products, quantities, phone: '13800138000', availableFen: 200_000 })).toEqual({ draft: null, reason });
});
