import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { codeTable, type StatusTable } from '@services/api/status-info';
import { WITHDRAW_STATUS } from '@services/api/money/status';
import { ORDER_STATE } from '@services/api/orders/status';
import { LEAVE_STATUS_INFO } from '@services/api/approvals/status';
import { StatusTag } from '@/components/status-tag';
import { i18next, initI18n } from '@/i18n/i18n';

const i18n = initI18n('zh');
const show = (table: StatusTable, code: unknown) =>
  render(
    <I18nextProvider i18n={i18n}>
      <StatusTag table={table} code={code} />
    </I18nextProvider>,
  );

afterEach(async () => {
  await i18next.changeLanguage('zh');
});

test('a named table and a list of statuses both give the label and intent of a code, as number or string', () => {
  show(codeTable(WITHDRAW_STATUS), 2);
  const tag = screen.getByText('已驳回');
  expect(tag.closest('.bp6-tag')).toHaveClass('bp6-intent-danger');
  expect(tag.closest('.bp6-tag')).toHaveAttribute('data-status', '2');
  show(codeTable(ORDER_STATE), '1');
  expect(screen.getByText('已支付').closest('.bp6-tag')).toHaveClass('bp6-intent-primary');
});

test('a code-keyed table with string codes, and the label follows the language', async () => {
  show(LEAVE_STATUS_INFO, 'approved');
  expect(screen.getByText('已完成').closest('.bp6-tag')).toHaveClass('bp6-intent-success');
  await i18next.changeLanguage('en');
  expect(await screen.findByText('Approved')).toBeInTheDocument();
});

test('an unknown code shows itself and an absent one a dash, in a neutral tag', () => {
  show(codeTable(WITHDRAW_STATUS), 9);
  expect(screen.getByText('9').closest('.bp6-tag')).not.toHaveClass('bp6-intent-danger');
  show(codeTable(WITHDRAW_STATUS), null);
  expect(screen.getByText('-')).toBeInTheDocument();
});

test('codeTable gives the same table for the same input', () => {
  expect(codeTable(WITHDRAW_STATUS)).toBe(codeTable(WITHDRAW_STATUS));
  expect(codeTable(WITHDRAW_STATUS)[1]).toEqual({ zh: '已打款', en: 'Paid', intent: 'success' });
});
