/** A row's less frequent actions under 更多: each runs from its menu item; one the row does not allow is disabled with its reason. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { RowMenu } from '@/components/row-menu';
import { initI18n } from '@/i18n/i18n';

const i18n = initI18n('zh');

test('the actions open from 更多; a disallowed one is disabled and says why; none shows no button', async () => {
  const user = userEvent.setup();
  const ratio = vi.fn();
  const sites = vi.fn();
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <RowMenu
        label="更多操作 华东代理"
        items={[
          { text: '返佣说明', onClick: ratio },
          { text: '代理油站', why: '审核通过后才能设置油站', onClick: sites },
        ]}
      />
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: '更多操作 华东代理' }));
  expect(screen.getByRole('button', { name: '更多操作 华东代理' })).toHaveTextContent('更多');
  const blocked = await screen.findByRole('menuitem', { name: '代理油站' });
  expect(blocked).toHaveAttribute('aria-disabled', 'true');
  expect(blocked).toHaveAttribute('title', '审核通过后才能设置油站');
  await user.click(blocked);
  expect(sites).not.toHaveBeenCalled();
  await user.click(screen.getByRole('menuitem', { name: '返佣说明' }));
  expect(ratio).toHaveBeenCalledTimes(1);
  rerender(
    <I18nextProvider i18n={i18n}>
      <RowMenu label="更多操作 华东代理" items={[]} />
    </I18nextProvider>,
  );
  expect(screen.queryByRole('button', { name: '更多操作 华东代理' })).toBeNull();
});
