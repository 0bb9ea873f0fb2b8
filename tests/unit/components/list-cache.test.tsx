/**
 * A page read through the cache whose last observer leaves while it loads (a kept-alive tab hidden mid-load): the
 * cache gives the read up, and the reader asks again, so the list machine still gets its page, not a failure.
 */
import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useListReader, useListRefresh } from '@/components/list-cache';
import type { ResourceQuery } from '@services/api/types/resource';

const QUERY: ResourceQuery = { current: 1, size: 10, filters: {} };

function Reader({ onRead }: { onRead: (read: ReturnType<typeof useListReader>) => void }) {
  const read = useListReader(['refunds', 'page']);
  useEffect(() => {
    onRead(read);
  }, [read, onRead]);
  return null;
}

/** The shown list: it keeps the page observed while it is mounted. */
function Shown() {
  useListRefresh(['refunds', 'page'], QUERY, () => undefined);
  return null;
}

/** A reader beside the shown list; `hide` takes the list away and keeps the reader. */
function mountShownList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let reader: ReturnType<typeof useListReader> | null = null;
  const tree = (shown: boolean) => (
    <QueryClientProvider client={client}>
      <Reader onRead={(r) => (reader = r)} />
      {shown ? <Shown /> : null}
    </QueryClientProvider>
  );
  const view = render(tree(true));
  const read = () => reader!;
  clients.set(read, client);
  return { view, read, hide: () => view.rerender(tree(false)) };
}

const clients = new WeakMap<() => unknown, QueryClient>();
const mountedClient = (read: () => unknown) => clients.get(read)!;

test('a page read whose observer left while it loaded is read again and answered', async () => {
  const { read, hide } = mountShownList();
  const loads: Array<{ signal: AbortSignal; resolve: (v: string) => void }> = [];
  const load = (signal: AbortSignal) => new Promise<string>((resolve) => loads.push({ signal, resolve }));
  const machine = new AbortController();
  const page = read()(QUERY, load, machine.signal);
  expect(loads).toHaveLength(1);
  // the shown list goes away while its page loads: the cache aborts that read
  hide();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(loads[0]!.signal.aborted).toBe(true);
  // the reader asked again, and that answer is the page
  expect(loads).toHaveLength(2);
  loads[1]!.resolve('page 1');
  await expect(page).resolves.toBe('page 1');
});

test('a read given up after its machine stopped is not made again', async () => {
  const { view, read } = mountShownList();
  const loads: AbortSignal[] = [];
  const load = (signal: AbortSignal) => new Promise<string>(() => loads.push(signal));
  const machine = new AbortController();
  const page = read()(QUERY, load, machine.signal);
  // the page is really gone: its machine stops, then the cache gives the read up
  machine.abort();
  view.unmount();
  await expect(page).rejects.toThrow('CancelledError');
  expect(loads).toHaveLength(1);
});

test('a write made the cached page out of date: a read given up mid-load is made again, never answered with the old page', async () => {
  const { read, hide } = mountShownList();
  const machine = new AbortController();
  // the page as it was before a delete, then the delete invalidates it
  const first = read()(QUERY, () => Promise.resolve('with the deleted row'), machine.signal);
  await expect(first).resolves.toBe('with the deleted row');
  const loads: Array<{ signal: AbortSignal; resolve: (v: string) => void }> = [];
  const load = (signal: AbortSignal) => new Promise<string>((resolve) => loads.push({ signal, resolve }));
  await act(async () => {
    await mountedClient(read).invalidateQueries({ queryKey: ['refunds'] });
  });
  const page = read()(QUERY, load, machine.signal);
  expect(loads).toHaveLength(1);
  // the shown list's key moves away while the page loads: the cache gives the read up and restores the old page
  hide();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(loads[0]!.signal.aborted).toBe(true);
  expect(loads).toHaveLength(2);
  loads[1]!.resolve('without it');
  await expect(page).resolves.toBe('without it');
});
