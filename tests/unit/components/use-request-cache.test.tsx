import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRequest, type RequestKey } from '@/components/use-request';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';
import { SessionProvider, type SessionActor } from '@/components/session-context';

/** Lets answered promises and the updates they schedule run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake server: every call waits until the test answers it. */
function server() {
  const calls: Array<{ key: string; resolve: (v: string) => void; reject: (e: unknown) => void }> = [];
  const load = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  const answer = async (key: string, value = `data of ${key}`) => {
    await waitFor(() => expect(calls.some((c) => c.key === key)).toBe(true));
    const call = calls.find((c) => c.key === key)!;
    calls.splice(calls.indexOf(call), 1);
    await act(async () => {
      call.resolve(value);
      await settled();
    });
  };
  return { calls, load, answer };
}

function Shown({
  name,
  keyOf,
  load,
  keepPrevious,
}: {
  name: string;
  keyOf: RequestKey | null;
  load: () => Promise<string>;
  keepPrevious?: boolean;
}) {
  const state = useRequest(keyOf, load, keepPrevious ? { keepPrevious } : undefined);
  return <output aria-label={name}>{state.status === 'done' ? state.data : state.status}</output>;
}

/** A screen whose request depends on a choice the user makes with buttons. */
function Chooser({ s, keepPrevious }: { s: ReturnType<typeof server>; keepPrevious?: boolean }) {
  const [choice, setChoice] = useState<string | null>('A');
  return (
    <>
      {['A', 'B', 'none'].map((c) => (
        <button key={c} type="button" onClick={() => setChoice(c === 'none' ? null : c)}>
          {c}
        </button>
      ))}
      <Shown name="result" keyOf={choice === null ? null : ['choice', choice]} load={s.load(choice ?? '')} keepPrevious={keepPrevious} />
    </>
  );
}

const withCache = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

test('a key that goes A → B → A before B answers shows A again, not a spinner for good', async () => {
  const s = server();
  const user = userEvent.setup();
  withCache(<Chooser s={s} />);
  await s.answer('A');
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('data of A'));
  await user.click(screen.getByRole('button', { name: 'B' }));
  await user.click(screen.getByRole('button', { name: 'A' }));
  // B answers late; A is what the screen asks for now
  if (s.calls.some((c) => c.key === 'B')) await s.answer('B');
  if (s.calls.some((c) => c.key === 'A')) await s.answer('A');
  expect(await screen.findByText('data of A')).toBeInTheDocument();
  expect(screen.getByLabelText('result')).not.toHaveTextContent('loading');
});

test('a key that becomes null drops the data shown for the previous key', async () => {
  const s = server();
  const user = userEvent.setup();
  withCache(<Chooser s={s} />);
  await s.answer('A');
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('data of A'));
  await user.click(screen.getByRole('button', { name: 'none' }));
  expect(screen.getByLabelText('result')).not.toHaveTextContent('data of A');
  expect(s.calls).toHaveLength(0);
});

test('two parts of a screen asking for the same key make one request', async () => {
  const s = server();
  withCache(
    <>
      <Shown name="first" keyOf={['same']} load={s.load('same')} />
      <Shown name="second" keyOf={['same']} load={s.load('same')} />
    </>,
  );
  await act(settled);
  expect(s.calls).toHaveLength(1);
  await s.answer('same');
  await waitFor(() => expect(screen.getByLabelText('first')).toHaveTextContent('data of same'));
  expect(screen.getByLabelText('second')).toHaveTextContent('data of same');
});

test('a page change keeps the previous page on screen while the next one loads', async () => {
  const s = server();
  const user = userEvent.setup();
  withCache(<Chooser s={s} keepPrevious />);
  await s.answer('A', 'rows of page A');
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('rows of page A'));
  await user.click(screen.getByRole('button', { name: 'B' }));
  expect(screen.getByLabelText('result')).toHaveTextContent('rows of page A');
  await s.answer('B', 'rows of page B');
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('rows of page B'));
});

test('a key that becomes null after a kept page shows nothing of it', async () => {
  const s = server();
  const user = userEvent.setup();
  withCache(<Chooser s={s} keepPrevious />);
  await s.answer('A', 'rows of page A');
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('rows of page A'));
  await user.click(screen.getByRole('button', { name: 'none' }));
  expect(screen.getByLabelText('result')).not.toHaveTextContent('rows of page A');
});

test('a failed read shows its failure rather than a spinner', async () => {
  const s = server();
  withCache(<Shown name="result" keyOf={['broken']} load={s.load('broken')} />);
  await waitFor(() => expect(s.calls).toHaveLength(1));
  await act(async () => {
    s.calls.shift()?.reject(new Error('down'));
    await settled();
  });
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('failed'));
});

/** A stand-in for the session actor: its user, tenant and role can change, and it tells its subscribers. */
function fakeSession(userId: string, tenantId: string, roleId: string) {
  const listeners = new Set<() => void>();
  let snapshot = { context: { profile: { user: { userId } }, grant: { tenantId, roleId } } };
  const actor = {
    getSnapshot: () => snapshot,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return { unsubscribe: () => listeners.delete(l) };
    },
  };
  const become = (u: string, t: string, r: string) => {
    snapshot = { context: { profile: { user: { userId: u } }, grant: { tenantId: t, roleId: r } } };
    act(() => {
      for (const l of listeners) l();
    });
  };
  return { actor: actor as unknown as SessionActor, become };
}

test('another user, tenant or role never sees the answers cached for the previous one', async () => {
  const s = server();
  const session = fakeSession('u1', '000001', 'r1');
  const client = createQueryClient();
  render(
    <SessionProvider actor={session.actor}>
      <QueryCacheProvider client={client}>
        <Shown name="result" keyOf={['balance']} load={s.load('balance')} />
      </QueryCacheProvider>
    </SessionProvider>,
  );
  await s.answer('balance', 'balance of tenant 000001');
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('balance of tenant 000001'));
  session.become('u1', '000002', 'r2');
  expect(screen.getByLabelText('result')).not.toHaveTextContent('balance of tenant 000001');
  await s.answer('balance', 'balance of tenant 000002');
  await waitFor(() => expect(screen.getByLabelText('result')).toHaveTextContent('balance of tenant 000002'));
  // the earlier session's answers are gone from the cache
  await waitFor(() =>
    expect(
      client
        .getQueryCache()
        .findAll()
        .map((q) => JSON.stringify(q.queryKey))
        .join(),
    ).not.toContain('000001'),
  );
});
