import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DateField, DateRangeField, type DateFieldProps } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { i18next, initI18n } from '@/i18n/i18n';
import { pressEscape } from '../../support/keyboard';

const i18n = initI18n('zh');

afterEach(async () => {
  await i18next.changeLanguage('zh');
});

/** A field kept in state as a screen keeps it; every value it gives is recorded. */
function Held({ initial, given, ...rest }: { initial: string; given: string[] } & Partial<DateFieldProps>) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="到期日" helper="含当天" error={rest.invalid ? '日期不对' : undefined}>
      {(control) => (
        <DateField
          {...rest}
          control={control}
          value={value}
          onChange={(v) => {
            given.push(v);
            setValue(v);
          }}
        />
      )}
    </FormField>
  );
}

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

test('in the Chinese UI a day shows as yyyy-MM-dd and the calendar names months and weekdays in Chinese', async () => {
  const user = userEvent.setup();
  show(<Held initial="2026-11-28" given={[]} />);
  const input = screen.getByRole('combobox', { name: '到期日' });
  expect(input).toHaveValue('2026-11-28');
  expect(input).toHaveAttribute('placeholder', 'yyyy-MM-dd');
  await user.click(input);
  const calendar = await screen.findByRole('dialog');
  expect(within(calendar).getByRole('combobox', { name: '月份' })).toHaveDisplayValue('十一月');
  expect(within(calendar).getByRole('combobox', { name: '年份' })).toHaveDisplayValue('2026');
  expect(within(calendar).getByRole('columnheader', { name: '星期六' })).toHaveTextContent('六');
  expect(within(calendar).queryByText('November')).toBeNull();
  expect(within(calendar).getByRole('button', { name: '下个月' })).toBeInTheDocument();
});

test('in the English UI the same day keeps yyyy-MM-dd and the calendar speaks English', async () => {
  const user = userEvent.setup();
  await i18next.changeLanguage('en');
  show(<Held initial="2026-11-28" given={[]} />);
  const input = screen.getByRole('combobox', { name: '到期日' });
  expect(input).toHaveValue('2026-11-28');
  await user.click(input);
  const calendar = await screen.findByRole('dialog');
  expect(within(calendar).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('November');
  expect(within(calendar).getByRole('columnheader', { name: 'Saturday' })).toHaveTextContent('Sa');
  expect(within(calendar).queryByText('十一月')).toBeNull();
});

test('typing a day gives it as yyyy-MM-dd; an unfinished text gives no value; clearing gives an empty string', async () => {
  const user = userEvent.setup();
  const given: string[] = [];
  show(<Held initial="2026-11-28" given={given} />);
  const input = screen.getByRole('combobox', { name: '到期日' });
  await user.clear(input);
  expect(given).toEqual(['']);
  // 2026-12-0 is not yet a day (nor 2026-12-00 read as 2026-11-30)
  await user.type(input, '2026-12-0');
  expect(given).toEqual(['']);
  await user.type(input, '5');
  expect(given.at(-1)).toBe('2026-12-05');
  await user.type(input, '{Backspace}');
  expect(given.at(-1)).toBe('');
  await user.type(input, '6');
  expect(given.at(-1)).toBe('2026-12-06');
  await pressEscape(user);
  expect(input).toHaveValue('2026-12-06');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.clear(input);
  expect(given.at(-1)).toBe('');
  await user.tab();
  expect(input).toHaveValue('');
});

test('a day picked in the calendar is given; browsing to another month does not change the value', async () => {
  const user = userEvent.setup();
  const given: string[] = [];
  show(<Held initial="2026-11-28" given={given} />);
  await user.click(screen.getByRole('combobox', { name: '到期日' }));
  const calendar = await screen.findByRole('dialog');
  await user.click(within(calendar).getByRole('button', { name: '下个月' }));
  expect(given).toEqual([]);
  expect(within(calendar).getByRole('combobox', { name: '月份' })).toHaveDisplayValue('十二月');
  await user.click(within(calendar).getByRole('gridcell', { name: '15' }));
  expect(given).toEqual(['2026-12-15']);
  expect(screen.getByRole('combobox', { name: '到期日' })).toHaveValue('2026-12-15');
});

test('the form row names and describes the input, marks it invalid, and Escape closes only the calendar', async () => {
  const user = userEvent.setup();
  let closed = 0;
  show(
    <Dialog isOpen title="修改到期日" onClose={() => closed++}>
      <DialogBody>
        <Held initial="2026-11-28" given={[]} invalid />
      </DialogBody>
    </Dialog>,
  );
  const input = screen.getByRole('combobox', { name: '到期日' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('日期不对');
  expect(input.closest('.bp6-input-group')).toHaveClass('bp6-intent-danger');
  await user.click(input);
  expect(await screen.findByRole('dialog', { name: 'date picker' })).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await pressEscape(user);
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  expect(closed).toBe(0);
  expect(screen.getByRole('dialog', { name: '修改到期日' })).toBeInTheDocument();
});

test('a field with a time shows and gives yyyy-MM-dd HH:mm:ss', { timeout: 30_000 }, async () => {
  const user = userEvent.setup();
  const given: string[] = [];
  show(<Held initial="2026-11-28 23:59:59" given={given} time />);
  const input = screen.getByRole('combobox', { name: '到期日' });
  expect(input).toHaveValue('2026-11-28 23:59:59');
  await user.clear(input);
  await user.type(input, '2026-12-01 08:30:00');
  expect(given.at(-1)).toBe('2026-12-01 08:30:00');
});

test('a range gives both ends as yyyy-MM-dd, an open end as an empty string, and its calendar speaks Chinese', {
  timeout: 30_000,
}, async () => {
  const user = userEvent.setup();
  const given: Array<{ from: string; to: string }> = [];
  function Range() {
    const [range, setRange] = useState({ from: '', to: '' });
    return (
      <DateRangeField
        from={range.from}
        to={range.to}
        fromLabel="下单日期 开始日期"
        toLabel="下单日期 结束日期"
        onChange={(r) => {
          given.push(r);
          setRange(r);
        }}
      />
    );
  }
  show(<Range />);
  await user.type(screen.getByLabelText('下单日期 开始日期'), '2026-11-02');
  expect(given.at(-1)).toEqual({ from: '2026-11-02', to: '' });
  expect((await screen.findAllByRole('combobox', { name: '月份' }))[0]).toHaveDisplayValue('十一月');
  expect(screen.getAllByRole('columnheader', { name: '星期一' })[0]).toHaveTextContent('一');
  await user.type(screen.getByLabelText('下单日期 结束日期'), '2026-11-28');
  expect(given.at(-1)).toEqual({ from: '2026-11-02', to: '2026-11-28' });
  expect(screen.getByLabelText('下单日期 开始日期')).toHaveValue('2026-11-02');
});
