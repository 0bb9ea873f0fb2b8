import { render, screen } from '@testing-library/react';
import { FailureCallout } from '@/components/failure-callout';

test('a failure is announced as an alert with its title; no failure shows nothing', () => {
  const { rerender } = render(<FailureCallout failure={null} title="保存失败" />);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<FailureCallout failure="银行卡号已登记" title="保存失败" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('保存失败');
  expect(alert).toHaveTextContent('银行卡号已登记');
  rerender(<FailureCallout failure="" />);
  expect(screen.queryByRole('alert')).toBeNull();
});
