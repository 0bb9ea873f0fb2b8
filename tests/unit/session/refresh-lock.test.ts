import { LeaseLock, withCrossTabLock, type Lease } from '@services/session/refresh-lock';
import { MemoryStorage } from '../../support/memory-storage';

const FAST = { leaseMs: 400, renewMs: 100, settleMs: 10, pollMs: 20 };
const KEY = 'test-refresh-lease';

/** Two tabs of one browser: one local storage, one channel name, each with its own lease object. */
function twoTabs(storage = new MemoryStorage()) {
  const a = new LeaseLock({ storage, key: KEY, owner: 'tab-a', events: null, timings: FAST });
  const b = new LeaseLock({ storage, key: KEY, owner: 'tab-b', events: null, timings: FAST });
  return {
    storage,
    a,
    b,
    close: () => {
      a.close();
      b.close();
    },
  };
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('two tabs never run their tasks at the same time, and both run', async () => {
  const { a, b, close } = twoTabs();
  let running = 0;
  let overlaps = 0;
  const order: string[] = [];
  const task = (name: string) => async () => {
    running += 1;
    if (running > 1) overlaps += 1;
    order.push(`${name} start`);
    await tick(60);
    order.push(`${name} end`);
    running -= 1;
    return name;
  };
  try {
    const results = await Promise.all([a.run(task('a')), b.run(task('b')), a.run(task('a2'))]);
    expect(results).toEqual(['a', 'b', 'a2']);
    expect(overlaps).toBe(0);
    // Each task ends before the next one starts.
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]).toBe(order[i]!.replace('start', 'end'));
  } finally {
    close();
  }
});

test('the holder renews its lease while its task runs and removes it afterwards', async () => {
  const { storage, a, close } = twoTabs();
  let seen: Lease | null = null;
  try {
    await a.run(async () => {
      await tick(FAST.leaseMs + 100); // longer than one lease
      seen = a.read();
    });
    expect(seen).toMatchObject({ owner: 'tab-a' });
    expect(seen!.expires).toBeGreaterThan(Date.now());
    expect(storage.getItem(KEY)).toBeNull();
  } finally {
    close();
  }
});

test('a task that fails still frees the lease for the other tab', async () => {
  const { a, b, close } = twoTabs();
  try {
    await expect(a.run(async () => Promise.reject(new Error('refresh failed')))).rejects.toThrow('refresh failed');
    await expect(b.run(async () => 'b ran')).resolves.toBe('b ran');
  } finally {
    close();
  }
});

test('a lease left by a closed tab is taken over once it expires, not before', async () => {
  const storage = new MemoryStorage();
  storage.setItem(KEY, JSON.stringify({ owner: 'closed-tab', expires: Date.now() + 300 } satisfies Lease));
  const { b, close } = twoTabs(storage);
  try {
    const started = Date.now();
    let ranAt = 0;
    await b.run(async () => {
      ranAt = Date.now();
    });
    expect(ranAt - started).toBeGreaterThanOrEqual(250);
  } finally {
    close();
  }
});

/**
 * Local storage as two tabs of one browser see it: a tab sees its own write at once, the other tab only once
 * the write has gone through the browser (after `lagMs`); writes go through in the order they were made.
 */
function laggingStorages(lagMs: number): [Storage, Storage] {
  const committed = new MemoryStorage();
  const view = (): Storage => {
    const pending = new Map<string, string | null>();
    const write = (key: string, value: string | null) => {
      pending.set(key, value);
      setTimeout(() => {
        if (value === null) committed.removeItem(key);
        else committed.setItem(key, value);
        if (pending.get(key) === value) pending.delete(key);
      }, lagMs);
    };
    return {
      get length() {
        return committed.length;
      },
      clear: () => committed.clear(),
      key: (i: number) => committed.key(i),
      getItem: (key: string) => (pending.has(key) ? pending.get(key)! : committed.getItem(key)),
      setItem: (key: string, value: string) => write(key, value),
      removeItem: (key: string) => write(key, null),
    };
  };
  return [view(), view()];
}

test('when both tabs find the lease free at once, only the tab whose write went through last runs first', async () => {
  const [viewA, viewB] = laggingStorages(3);
  const a = new LeaseLock({ storage: viewA, key: KEY, owner: 'tab-a', events: null, timings: FAST });
  const b = new LeaseLock({ storage: viewB, key: KEY, owner: 'tab-b', events: null, timings: FAST });
  const starts: string[] = [];
  let running = 0;
  let overlaps = 0;
  const task = (name: string) => async () => {
    running += 1;
    if (running > 1) overlaps += 1;
    starts.push(name);
    await tick(30);
    running -= 1;
  };
  try {
    // Both read "free" and write; b writes last, so a notices after settling and waits.
    await Promise.all([a.run(task('a')), b.run(task('b'))]);
    expect(starts).toEqual(['b', 'a']);
    expect(overlaps).toBe(0);
  } finally {
    a.close();
    b.close();
  }
});

test('without storage the tasks of one tab still run one at a time', async () => {
  const lock = new LeaseLock({ storage: null, key: KEY, events: null, timings: FAST });
  let running = 0;
  let overlaps = 0;
  const task = async () => {
    running += 1;
    if (running > 1) overlaps += 1;
    await tick(20);
    running -= 1;
  };
  await Promise.all([lock.run(task), lock.run(task), lock.run(task)]);
  expect(overlaps).toBe(0);
});

test('Web Locks are used where the browser has them', async () => {
  const requested: string[] = [];
  const locks = {
    request: (name: string, task: () => Promise<unknown>) => {
      requested.push(name);
      return task();
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  try {
    await expect(withCrossTabLock('the-lock', async () => 7)).resolves.toBe(7);
    expect(requested).toEqual(['the-lock']);
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
});
