import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmAlert } from '@/components/confirm-alert';

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
  await screen.findByText('提交？');
  await user.keyboard('{Escape}');
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
  await screen.findByText('提交？');
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalled();
});
