import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';
import { useDomainTenant } from '@/screens/login/use-domain-tenant';

const lookup = vi.hoisted(() => ({ calls: 0, answer: (): Promise<string | null> => Promise.resolve('000000') }));
vi.mock('@services/api/auth', async (original) => ({
  ...(await original<object>()),
  tenantForDomain: () => {
    lookup.calls++;
    return lookup.answer();
  },
}));

function Tenant({ name }: { name: string }) {
  const { tenantId, resolved } = useDomainTenant();
  return <output aria-label={name}>{resolved ? (tenantId ?? 'none') : 'asking'}</output>;
}

/** The login page's parts that ask which tenant the domain is, and a way to leave and come back. */
function LoginAgain() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle
      </button>
      {shown && (
        <>
          <Tenant name="form" />
          <Tenant name="hint" />
        </>
      )}
    </>
  );
}

beforeEach(() => {
  lookup.calls = 0;
  lookup.answer = () => Promise.resolve('000000');
});

test('the domain tenant is asked once for every reader, and not again when the login page is shown again', async () => {
  render(
    <QueryCacheProvider client={createQueryClient()}>
      <LoginAgain />
    </QueryCacheProvider>,
  );
  expect(screen.getByRole('status', { name: 'form' })).toHaveTextContent('asking');
  expect(await screen.findByText('000000', { selector: '[aria-label="form"]' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'hint' })).toHaveTextContent('000000');
  expect(lookup.calls).toBe(1);

  await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
  await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
  expect(screen.getByRole('status', { name: 'form' })).toHaveTextContent('000000');
  expect(lookup.calls).toBe(1);
});

test('a failed lookup resolves to no tenant, so the tenant field shows', async () => {
  lookup.answer = () => Promise.reject(new Error('offline'));
  render(
    <QueryCacheProvider client={createQueryClient()}>
      <Tenant name="form" />
    </QueryCacheProvider>,
  );
  expect(await screen.findByText('none')).toBeInTheDocument();
  expect(lookup.calls).toBe(1);
});
