import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FilterForm, FormField, focusFirstInvalid, useFocusFirstInvalid } from '@/components/form-field';

test('the label names its control; helper text describes it while there is no error', () => {
  render(
    <FormField label="平台名称" helper="显示在登录页">
      {(c) => <InputGroup {...c} />}
    </FormField>,
  );
  const input = screen.getByRole('textbox', { name: '平台名称' });
  expect(input).toHaveAccessibleDescription('显示在登录页');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-required');
});

test('an error describes the control, marks it invalid and replaces the helper', () => {
  render(
    <FormField label="手机号" helper="11 位" error="手机号格式不对" required>
      {(c) => <InputGroup {...c} />}
    </FormField>,
  );
  const input = screen.getByLabelText(/手机号/);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-required', 'true');
  expect(input).toHaveAccessibleDescription('手机号格式不对');
  expect(screen.queryByText('11 位')).toBeNull();
  // the visible label keeps its required marker
  expect(document.querySelector('label')).toHaveTextContent('手机号 *');
});

test('a given id is kept, and a select is labelled the same way', () => {
  render(
    <FormField label="状态" id="state-filter">
      {(c) => (
        <HTMLSelect {...c}>
          <option value="">全部</option>
        </HTMLSelect>
      )}
    </FormField>,
  );
  expect(screen.getByRole('combobox', { name: '状态' })).toHaveAttribute('id', 'state-filter');
});

test('a group row names its group of controls', () => {
  render(
    <FormField label="日期范围" group error="开始晚于结束">
      {() => (
        <>
          <input aria-label="开始" />
          <input aria-label="结束" />
        </>
      )}
    </FormField>,
  );
  const group = screen.getByRole('group', { name: '日期范围' });
  expect(group).toHaveAccessibleDescription('开始晚于结束');
});

function Form() {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [shown, setShown] = useState(false);
  const { ref, focusFirstInvalid: focusFirst } = useFocusFirstInvalid();
  return (
    <form
      ref={ref}
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
        if (!name || !phone) focusFirst();
      }}
    >
      <FormField label="姓名" error={shown && !name ? '请填写姓名' : undefined}>
        {(c) => <InputGroup {...c} value={name} onValueChange={setName} />}
      </FormField>
      <FormField label="电话" error={shown && !phone ? '请填写电话' : undefined}>
        {(c) => <InputGroup {...c} value={phone} onValueChange={setPhone} />}
      </FormField>
      <button type="submit">保存</button>
    </form>
  );
}

test('a refused submit puts the focus on the first field in error', async () => {
  const user = userEvent.setup();
  render(<Form />);
  await user.type(screen.getByLabelText('姓名'), '张三');
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(screen.getByLabelText('电话')).toHaveFocus();
  expect(screen.getByLabelText('姓名')).not.toHaveAttribute('aria-invalid');
  await user.clear(screen.getByLabelText('姓名'));
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(screen.getByLabelText('姓名')).toHaveFocus();
});

test('focusFirstInvalid says when nothing is in error', () => {
  const { container } = render(<FormField label="备注">{(c) => <InputGroup {...c} />}</FormField>);
  expect(focusFirstInvalid(container)).toBe(false);
});

test('the filter form is a named search landmark with search and reset', () => {
  const onSubmit = vi.fn();
  const onReset = vi.fn();
  render(
    <FilterForm label="筛选" searchText="查询" resetText="重置" onSubmit={onSubmit} onReset={onReset}>
      <FormField label="单号">{(c) => <InputGroup {...c} />}</FormField>
    </FilterForm>,
  );
  const form = screen.getByRole('search', { name: '筛选' });
  fireEvent.submit(form);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: '重置' }));
  expect(onReset).toHaveBeenCalledTimes(1);
});
