import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { initI18n } from '@/i18n/i18n';
import { pressEscape } from '../../support/keyboard';

const i18n = initI18n('zh');

function show(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog
        isOpen
        title="确认提现"
        lines={[
          ['金额', '¥1,234.56'],
          ['账户', '****0128'],
        ]}
        request={{ method: 'POST', url: '/api/withdraw', payload: { amount: 123456 } }}
        submitting={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </I18nextProvider>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole(props.role ?? 'alertdialog') };
}

test('says what will be done in words, with the request behind a collapsed 请求详情', async () => {
  const { dialog, onConfirm } = show();
  const lines = within(dialog).getByLabelText('确认提现');
  expect(lines).toHaveTextContent('金额¥1,234.56');
  const details = within(dialog).getByText('请求详情').closest('details')!;
  expect(details.open).toBe(false);
  expect(within(details).getByLabelText('request')).toHaveTextContent('POST /api/withdraw');
  expect(within(details).getByLabelText('payload')).toHaveTextContent('"amount": 123456');
  await userEvent.setup().click(within(dialog).getByRole('button', { name: '确定' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('while the request runs: cancel is disabled, a second confirm sends nothing, and the dialog cannot be closed', async () => {
  const { dialog, onConfirm, onCancel } = show({ submitting: true });
  const user = userEvent.setup();
  expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  const confirm = within(dialog).getAllByRole('button').at(-1)!;
  await user.click(confirm);
  confirm.focus();
  await pressEscape(user);
  expect(onConfirm).not.toHaveBeenCalled();
  expect(onCancel).not.toHaveBeenCalled();
});

test('a backdrop click does not close it; Escape cancels; the failure shows with its title', async () => {
  const { onCancel, dialog } = show({ error: { title: '支付失败', detail: '余额不足' }, confirmText: '确认支付', role: 'dialog' });
  const user = userEvent.setup();
  expect(within(dialog).getByText('支付失败')).toBeInTheDocument();
  expect(within(dialog).getByText('余额不足')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '确认支付' })).toBeEnabled();
  await user.click(document.querySelector('.bp6-overlay-backdrop')!);
  expect(onCancel).not.toHaveBeenCalled();
  within(dialog).getByRole('button', { name: '确认支付' }).focus();
  await pressEscape(user);
  expect(onCancel).toHaveBeenCalledTimes(1);
});
