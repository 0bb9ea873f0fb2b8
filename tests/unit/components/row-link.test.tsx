import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RowLink } from '@/components/row-link';

test('links to the row by its id, escaped, drawn as a small minimal button', () => {
  render(
    <MemoryRouter>
      <RowLink path="/withdrawal/withdrawalDetails" id="a b&1" text="查看" />
      <RowLink path="/withdrawal/orderDetails" param="accountId" id={42} text="资金明细" />
    </MemoryRouter>,
  );
  const view = screen.getByRole('link', { name: '查看' });
  expect(view).toHaveAttribute('href', '/withdrawal/withdrawalDetails?id=a%20b%261');
  expect(view).toHaveClass('bp6-button', 'bp6-small', 'bp6-minimal');
  expect(screen.getByRole('link', { name: '资金明细' })).toHaveAttribute('href', '/withdrawal/orderDetails?accountId=42');
});
