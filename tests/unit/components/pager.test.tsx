import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Pager } from '@/components/pager';
import { initI18n } from '@/i18n/i18n';

const i18n = initI18n('zh');

test('the total, page x of y, previous / next within the pages, and the page size', async () => {
  const onPage = vi.fn();
  const onSize = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Pager current={1} pages={3} total={25} size={7} sizes={[7, 10, 20]} allowedSizes={[10, 20]} onPage={onPage} onSize={onSize} />
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  expect(screen.getByRole('navigation', { name: '第 1 / 3 页' })).toHaveTextContent('共 25 条');
  expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '下一页' }));
  expect(onPage).toHaveBeenCalledWith(2);
  expect(screen.getByRole('option', { name: '7 条/页' })).toBeDisabled();
  await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
  expect(onSize).toHaveBeenCalledWith(20);
});

test('no size choice without onSize; next is disabled on the last page', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <Pager current={3} pages={3} total={25} onPage={() => undefined} />
    </I18nextProvider>,
  );
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
});
