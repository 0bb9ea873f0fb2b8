import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ConfirmAlert } from '@/components/confirm-alert';
import { i18next, initI18n } from '@/i18n/i18n';
import { pressEscape } from '../../support/keyboard';

const i18n = initI18n('zh');

/** Escape reaches the question once the focus is inside it. */
const focusInside = (text: HTMLElement) => waitFor(() => expect(text.closest('.bp6-overlay')?.contains(document.activeElement)).toBe(true));

afterEach(async () => {
  await i18next.changeLanguage('zh');
});

test('asks its question and answers confirm or cancel', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmAlert isOpen busy={false} confirmText="确定" cancelText="取消" onConfirm={onConfirm} onCancel={onCancel}>
      <p>删除这一行？</p>
    </ConfirmAlert>,
  );
  expect(await screen.findByText('删除这一行？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '确定' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: '取消' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test('while the action runs Escape does not dismiss it and confirm shows it is busy', async () => {
  const user = userEvent.setup();
  const onCancel = vi.fn();
  render(
    <ConfirmAlert isOpen busy confirmText="确定" cancelText="取消" onConfirm={() => {}} onCancel={onCancel}>
      <p>提交？</p>
    </ConfirmAlert>,
  );
  await focusInside(await screen.findByText('提交？'));
  await pressEscape(user);
  expect(onCancel).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: '确定' }).querySelector('.bp6-spinner, .bp6-button-spinner')).not.toBeNull();
});

test('when idle Escape cancels', async () => {
  const user = userEvent.setup();
  const onCancel = vi.fn();
  render(
    <ConfirmAlert isOpen busy={false} confirmText="确定" cancelText="取消" onConfirm={() => {}} onCancel={onCancel}>
      <p>提交？</p>
    </ConfirmAlert>,
  );
  await focusInside(await screen.findByText('提交？'));
  await pressEscape(user);
  expect(onCancel).toHaveBeenCalled();
});

test('without words of its own the buttons say 确定 and 取消, and follow the language', async () => {
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <ConfirmAlert isOpen busy={false} onConfirm={() => {}} onCancel={() => {}}>
        <p>解绑？</p>
      </ConfirmAlert>
    </I18nextProvider>,
  );
  await screen.findByText('解绑？');
  expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  unmount();
  await i18next.changeLanguage('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmAlert isOpen busy={false} onConfirm={() => {}} onCancel={() => {}}>
        <p>Unbind?</p>
      </ConfirmAlert>
    </I18nextProvider>,
  );
  await screen.findByText('Unbind?');
  expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('a titled question shows its title and is named by it for a screen reader', async () => {
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmAlert isOpen busy={false} title="确认付款" onConfirm={() => {}} onCancel={() => {}}>
        <p>结算单 JS1，结算金额 ¥1.00。</p>
      </ConfirmAlert>
    </I18nextProvider>,
  );
  const alert = await screen.findByRole('alertdialog', { name: '确认付款' });
  expect(alert).toHaveTextContent('结算单 JS1');
  expect(screen.getByRole('heading', { name: '确认付款' })).toBeInTheDocument();
});
