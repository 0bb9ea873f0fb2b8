import { Activity, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useRequest } from '@/components/use-request';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';

function Page({ load }: { load: () => Promise<string> }) {
  const state = useRequest(['one'], load);
  const [typed, setTyped] = useState('');
  if (state.status !== 'done') return <p>loading</p>;
  return <input aria-label="field" value={typed || state.data} onChange={(e) => setTyped(e.target.value)} />;
}

test('a page hidden and shown again by <Activity> keeps its data and does not reload it', async () => {
  const load = vi.fn(async () => 'loaded');
  const client = createQueryClient();
  const { rerender } = render(
    <QueryCacheProvider client={client}>
      <Activity mode="visible">
        <Page load={load} />
      </Activity>
    </QueryCacheProvider>,
  );
  expect(await screen.findByDisplayValue('loaded')).toBeInTheDocument();
  rerender(
    <QueryCacheProvider client={client}>
      <Activity mode="hidden">
        <Page load={load} />
      </Activity>
    </QueryCacheProvider>,
  );
  await act(async () => undefined);
  rerender(
    <QueryCacheProvider client={client}>
      <Activity mode="visible">
        <Page load={load} />
      </Activity>
    </QueryCacheProvider>,
  );
  await act(async () => undefined);
  expect(screen.getByDisplayValue('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
