import { render, screen, within } from '@testing-library/react';
import { FactsPanel } from '@/components/facts-panel';

test('label/value pairs as a description list, skipping absent items', () => {
  render(<FactsPanel label="提现信息" items={[['金额', '¥1.00'], null, ['状态', <b key="s">已打款</b>], false]} />);
  const list = screen.getByLabelText('提现信息');
  expect(list.tagName).toBe('DL');
  expect(
    within(list)
      .getAllByRole('term')
      .map((d) => d.textContent),
  ).toEqual(['金额', '状态']);
  expect(
    within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(['¥1.00', '已打款']);
  expect(screen.queryByLabelText('金额')).toBeNull();
});

test('named values are found by their label; wide puts two pairs on a row', () => {
  const { container } = render(<FactsPanel wide namedValues items={[['企业余额', '¥5.00']]} />);
  expect(screen.getByLabelText('企业余额')).toHaveTextContent('¥5.00');
  expect(container.querySelector('dl')).toHaveClass('fc-facts-wide');
});
