/**
 * What a generic action's confirmation says in words (docs/flows.md "Commands"): the record it acts on, every value it
 * sends labelled as the family labels it, money as ¥ (the project's formatter) and an enum by its label — the raw
 * request itself is only behind 请求详情.
 */
import { render } from '@testing-library/react';
import { resourceByKey } from '@services/resources/registry';
import { FactsPanel } from '@/components/facts-panel';
import { i18next, initI18n } from '@/i18n/i18n';
import '@/i18n/resource-ui-namespace';
import '@/i18n/resources-namespace';
import { actionLines } from '@/screens/resource/resource-actions';

initI18n('zh');
const t = (key: string, options: Record<string, unknown> = {}) => String(i18next.t(key, options));

afterEach(async () => {
  await i18next.changeLanguage('zh');
});

const shown = (def: string, action: string, target: Parameters<typeof actionLines>[2]) => {
  const family = resourceByKey(def)!;
  const lines = actionLines(family, family.actions.find((a) => a.name === action)!, target, {}, t);
  return render(<FactsPanel label="lines" items={lines} />).container.textContent;
};

test('a page money action says its amount as ¥ under the family label', () => {
  expect(shown('platform-account-flow', 'platformRecharge', { values: { amount: '500000' } })).toBe('金额¥5,000.00');
});

test('a row decision names its record, says the amount as ¥, the decision by its label and the comment', () => {
  const row = { id: '7', rechargeNo: 'CZ001', companyName: '顺达物流', amount: 123450 };
  const text = shown('escrow-recharge', 'audit', { row, values: { rechargeStatus: '1', auditRemark: '核对无误' } });
  expect(text).toContain('¥1,234.50');
  expect(text).toContain('充值状态已通过');
  expect(text).toContain('核对无误');
  expect(text).not.toContain('123450');
});

test('a bulk action says how many records are selected, not their ids', () => {
  expect(shown('flow-manager', 'deleteDeployment', { ids: ['a', 'b'], values: {} })).toBe('所选记录2 条');
});

test('the words follow the language', async () => {
  await i18next.changeLanguage('en');
  expect(shown('platform-account-flow', 'platformRecharge', { values: { amount: '500000' } })).toMatch(/¥5,000\.00$/);
});
