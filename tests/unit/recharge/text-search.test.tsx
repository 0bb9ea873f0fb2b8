import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/i18n/i18n';
import { registerRecharge } from '@/i18n/recharge-namespace';
import { TextSearch } from '@/screens/recharge/text-search';

const i18n = initI18n('zh');
registerRecharge();

test('the list is given the trimmed text once 搜索 is pressed, not while typing', async () => {
  const onSearch = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <TextSearch id="card-phone" label="手机号" numeric onSearch={onSearch} />
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  const field = screen.getByLabelText('手机号');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  await user.type(field, ' 13800001111 ');
  expect(onSearch).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: '搜索' }));
  expect(onSearch).toHaveBeenLastCalledWith('13800001111');
  await user.clear(field);
  await user.type(field, '   {enter}');
  expect(onSearch).toHaveBeenLastCalledWith('');
});

test('the field starts with the text the list already searches for', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <TextSearch id="goods" label="商品名称" initial="柴油" onSearch={() => undefined} />
    </I18nextProvider>,
  );
  const field = screen.getByLabelText('商品名称');
  expect(field).toHaveValue('柴油');
  expect(field).not.toHaveAttribute('inputmode');
});
